// B6 of issue 14: Lighthouse 12 (the last major that runs on Node 20) with its default mobile settings —
// simulated Slow 4G and 4× CPU slowdown — on the home, catalogue, product and search pages of the shop started
// as `npm start` starts it. Gates: performance ≥ 98 on all four (median of BENCH_PAIRS runs), accessibility,
// best practices and SEO 100 (worst run), no answer ≥ 400 among the page's requests, and the page hydrated
// (`html[data-hydrated="1"]`, set by the root after hydration, checked in the same browser by Playwright:
// Lighthouse alone scores a page whose scripts all fail). CLS, LCP and TBT are printed beside.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { median, startShop, type BenchResult, firstProductId } from './lib.ts';

const RUNS = Number(process.env.BENCH_PAIRS ?? 3);
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** `CHROME_PATH`, else the system Chromium, else the one inside the @sparticuz/chromium package (as e2e does). */
async function chromePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const packaged = (await import('@sparticuz/chromium')).default;
  return packaged.executablePath();
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcp: number;
  tbt: number;
  failed: string[];
  /** Audits that cost accessibility, best practices or SEO points. */
  lost: string[];
  benchmarkIndex: number;
}

/** `BENCH_LHR_DIR`: where each run's full Lighthouse report is written (`<page>-<run>.json`), to read LCP's breakdown. */
const LHR_DIR = process.env.BENCH_LHR_DIR;

/** Lighthouse's own trace failures on a busy machine (it asks to be run again); the page is not at fault. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function audit(url: string, port: number, name: string, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < 3)
    return audit(url, port, name, attempt + 1);
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Run['scores'];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })
    ?.items;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    failed: (requests ?? []).filter((request) => request.statusCode >= 400).map((request) => request.url),
    lost: CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Opens the page in the same Chromium as the phone Lighthouse emulates (its screen, density and user agent,
 * so the same picture widths are asked for and a 4xx among them shows here) and waits for the root's
 * hydration mark; returns what went wrong. The shop draws a generated picture once, on the first request for
 * it, and keeps it: this visit draws them, so the audits measure the page as every visitor after the first
 * gets it, not which run happened to draw the pictures.
 */
async function hydrationProblems(url: string, port: number): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const problems: string[] = [];
  try {
    const phone = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url, { waitUntil: 'load' });
    const hydrated = await page
      .waitForSelector('html[data-hydrated="1"]', { state: 'attached', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!hydrated) problems.push('never hydrated');
    await context.close();
  } finally {
    await browser.close();
  }
  return problems;
}

export default async function run(): Promise<BenchResult[]> {
  const shop = await startShop({ SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: await chromePath(),
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const product = await firstProductId(shop.url);
    const pages = [
      ['home', '/'],
      ['catalogue', '/catalog'],
      ['product', `/product/${product}`],
      ['search', `/catalog?search=${encodeURIComponent('кулирка')}`],
    ] as const;
    const results: BenchResult[] = [];
    for (const [name, page] of pages) {
      const url = shop.url + page;
      const problems = await hydrationProblems(url, chrome.port);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port, `${name}-${i + 1}`));
      const performance = median(runs.map((one) => one.scores.performance));
      const worst = (category: (typeof CATEGORIES)[number]) => Math.min(...runs.map((one) => one.scores[category]));
      const failed = [...new Set(runs.flatMap((one) => one.failed))];
      const lost = [...new Set(runs.flatMap((one) => one.lost))];
      const shown = name === 'product' ? '/product/{id}' : name === 'search' ? '/catalog?search=кулирка' : page;
      results.push({
        id: 'B6',
        title: `Lighthouse 12 mobile, ${shown}: performance ÷ 100 (median of ${RUNS})`,
        figures: {
          performance,
          accessibility: worst('accessibility'),
          'best practices': worst('best-practices'),
          seo: worst('seo'),
          CLS: Number(median(runs.map((one) => one.cls)).toFixed(3)),
          'LCP ms': Math.round(median(runs.map((one) => one.lcp))),
          'TBT ms': Math.round(median(runs.map((one) => one.tbt))),
          hydrated: problems.includes('never hydrated') ? 'no' : 'yes',
          ...(lost.length > 0 ? { 'failed audits': lost.join(' ') } : {}),
          ...(problems.length + failed.length > 0 ? { problems: [...problems, ...failed].join('; ') } : {}),
          'benchmark index': Math.round(median(runs.map((one) => one.benchmarkIndex))),
        },
        ratio: performance / 100,
        gate: 'perf ≥ 98; a11y, best practices, SEO 100; hydrated, no 4xx/5xx',
        pass:
          performance >= 98 &&
          worst('accessibility') === 100 &&
          worst('best-practices') === 100 &&
          worst('seo') === 100 &&
          problems.length === 0 &&
          failed.length === 0,
      });
    }
    return results;
  } finally {
    chrome.kill();
    await shop.stop();
  }
}
