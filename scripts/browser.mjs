// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, Playwright's own browser, or the system's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium'];
// Debian's chromium-headless-shell: the same Blink and V8 as /usr/bin/chromium, without the full
// browser's window, tab strip and WebUI (Playwright's own default for headless Chromium).
const headlessShellCandidates = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/** Path of the browser to launch, or undefined when none is installed. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return systemCandidates.find((p) => existsSync(p));
}

/** Path of the system's headless shell, or undefined when it is not installed. */
export function findHeadlessShell() {
  return headlessShellCandidates.find((p) => existsSync(p));
}
