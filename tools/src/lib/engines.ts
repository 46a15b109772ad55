import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The two engines beside Chromium (tests/engines): stock Firefox, driven over WebDriver BiDi, and
 * WebKitGTK's MiniBrowser behind its WebDriver. Debian's packages on this project's machines
 * (`firefox-esr`, `webkit2gtk-driver`, `xvfb`); FIREFOX_PATH, WEBKIT_DRIVER_PATH and
 * MINIBROWSER_PATH point elsewhere.
 */
const first = (files: string[]) => files.find((file) => existsSync(file));

export const firefoxPath = (): string | undefined =>
  process.env.FIREFOX_PATH ?? first(['/usr/bin/firefox-esr', '/usr/bin/firefox']);

/** The Firefox ESR the engine tests are run with (docs/testing.md, "Browsers"). */
export const TESTED_FIREFOX = 153;

/** The major version of the Firefox found, 0 if none answers. */
export function firefoxMajor(): number {
  const path = firefoxPath();
  if (!path) return 0;
  const out = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return Number(/(\d+)\.\d/.exec(out)?.[1] ?? 0);
}

export const webkitDriverPath = (): string | undefined =>
  process.env.WEBKIT_DRIVER_PATH ?? first(['/usr/bin/WebKitWebDriver']);

/** MiniBrowser sits in the library folder of whichever WebKitGTK API version is installed. */
export function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libs = [
    '/usr/lib',
    ...list('/usr/lib')
      .filter((d) => d.endsWith('-linux-gnu'))
      .map((d) => join('/usr/lib', d)),
  ];
  const candidates = libs.flatMap((lib) =>
    list(lib)
      .filter((name) => /^webkit2?gtk-[\d.]+$/.test(name))
      .sort()
      .reverse()
      .map((name) => join(lib, name, 'MiniBrowser')),
  );
  return first(candidates);
}

/** The X server WebKitGTK draws into: it has no headless mode of its own. */
export const xvfbPath = (): string | undefined => first(['/usr/bin/Xvfb']);

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
