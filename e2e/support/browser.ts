/**
 * Chromium for the journeys: `CHROME_PATH`, else the binary shipped inside the `@sparticuz/chromium` npm
 * package — on every machine, so a fresh one needs no system-wide install and CI runs the browser the
 * journeys were written against whatever else the machine has. (A system Chromium is not picked up on its
 * own: Debian's, installed for the bench's Lighthouse runs, shows an inline PDF where the package's saves it.)
 */
import { chromium, type Browser } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function executable(): Promise<{ path: string; args: string[] }> {
  const configured = process.env.CHROME_PATH;
  if (configured) return { path: configured, args: FLAGS };
  // The package's own flag set is made for AWS Lambda (`--single-process`, `--disable-web-security`, …):
  // with it, closing one page ends the whole browser. Its binary runs fine with our ordinary flags.
  const packaged = (await import('@sparticuz/chromium')).default;
  return { path: await packaged.executablePath(), args: FLAGS };
}

export async function launchBrowser(): Promise<Browser> {
  const { path, args } = await executable();
  return chromium.launch({ executablePath: path, args, headless: true });
}
