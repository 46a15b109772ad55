/**
 * The preview channel's Hosting configuration, made by trusted code (the default branch's) for files
 * a pull request built: its firebase.json's `hosting` section alone (no functions, rules or hooks
 * to run), serving the downloaded folder, with the redirects and per-page script hashes derived
 * from the built pages as the build itself derives them (gatsby/hosting/deploy-config.ts).
 */
import { deployableConfig, hostingRedirects, pageScripts } from '../../../gatsby/hosting/deploy-config.ts';
import type { Redirect } from '../../../gatsby/hosting/deploy-config.ts';
import type { HeaderRule } from '../../../gatsby/hosting/csp.ts';

interface FirebaseJson {
  hosting: { redirects?: Redirect[]; headers?: HeaderRule[]; [key: string]: unknown };
}

export function previewHostingConfig(
  base: FirebaseJson,
  publicDir: string,
  publicName: string,
  routes: readonly string[],
  aliases: Record<string, string>,
) {
  const { predeploy: _pre, postdeploy: _post, ...hosting } = base.hosting;
  const config = deployableConfig(
    { hosting: { ...hosting, public: publicName } },
    hostingRedirects(routes, aliases),
    pageScripts(publicDir, routes),
  );
  return { hosting: config.hosting };
}
