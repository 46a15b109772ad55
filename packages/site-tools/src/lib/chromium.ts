/**
 * Debian's Chromium (no browser can be downloaded here) and the flags every tool launches it with:
 * Playwright, Lighthouse and the test runner's install check.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling home, and this network refuses it.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
