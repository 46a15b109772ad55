import { existsSync } from 'node:fs';

/**
 * The browser every tool launches (Playwright, Lighthouse): a system Chromium where there is one
 * (CHROMIUM_PATH, or Debian's package on this project's machines, where no browser can be
 * downloaded); otherwise undefined, and Playwright uses its own browser as on a laptop.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM.find((file) => existsSync(file));
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling home, and a closed network refuses it.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
