import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes /robots.txt: everything but the editor may be crawled, and the sitemap is named. */
export const writeRobots = (publicDir: string, siteUrl: string) =>
  fs.writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
