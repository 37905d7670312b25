// B14 of issue 27 (information, no gate): where a phone's main thread goes while a page loads. Each of the four
// pages of B6 (home, catalogue, product, search) is opened BENCH_TRACE_RUNS times (default 3) with each Chromium
// (lib.ts `chromiums`) as Lighthouse's phone (its screen, density and user agent) with 4× CPU slowdown, and a
// Chrome trace is taken from the navigation until 3 s after the page hydrated (`html[data-hydrated="1"]`).
// Every event of the page's renderer main thread is charged, by its own time (less its children's), to the
// nearest enclosing kind of work it belongs to: HTML parsing, a stylesheet's parsing, style recalculation,
// layout, paint, image decoding, garbage collection, compiling scripts, inline scripts, the code of each
// chunk (by file name: `entry.client` is React DOM, `frame` React Router, React and the frame), timers, and
// every long task (> 50 ms) is listed with its time since navigation, its phase (before the first module
// runs, until hydrated, after) and its three largest kinds.
//
// Absolute times depend on the machine and what else runs on it; the figures are shares of the main
// thread's busy time, which move much less, medians over the runs. The loopback network is not slowed: every
// script arrives at once, which gathers the work into the fewest, longest tasks — the worst case for TBT.
// `BENCH_TRACE_DIR` keeps each raw trace (`<chromium>-<page>-<run>.json`, opens in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser } from 'playwright-core';
import { chromiums, labPages, kib, loadPerCore, median, startShop, type BenchResult, type Chromium } from './lib.ts';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const LONG_TASK_MS = 50;
const AFTER_HYDRATION_MS = 3_000;
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.console',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** The kind of work an event is, when its name says it; null: its parent's kind. */
function kindOf(event: TraceEvent, pageUrl: string): string | null {
  const { name } = event;
  const data = event.args?.data ?? {};
  const url = String(data.url ?? '');
  if (/^(DocumentLoader|NavigationBodyLoader|DecodedDataDocumentParser|HTMLDocumentParser)::|^ParseHTML$/.test(name))
    return 'HTML parsing';
  if (/^LocalWindowProxy::|^V8\.Deserialize/.test(name)) return 'starting the document';
  if (name === 'ParseAuthorStyleSheet') return 'stylesheet parsing';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style recalculation';
  if (name === 'Layout' || name === 'HitTest') return 'layout';
  if (/^(PrePaint|Paint|Layerize|UpdateLayer|UpdateLayerTree|Commit|PaintImage|CompositeLayers)$/.test(name))
    return 'paint';
  if (/^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/.test(name)) return 'image decoding';
  if (/GC/.test(name)) return 'garbage collection';
  if (/^V8\.(Maglev|Turbofan|BytecodeBudgetInterrupt|OptimizeConcurrent)|^FlushInstructionCache$/.test(name))
    return 'optimising compiler';
  if (/^V8\.(Compile|Parse|PreParse|CollectSourcePositions)|^v8\.(compile|parseOnBackground)/.test(name))
    return 'compiling scripts';
  if (name === 'TimerFire') return 'timers';
  if (name === 'v8.evaluateModule') return 'evaluating modules';
  // Promise jobs: React Router's decoding of the loader data and the start of hydration run here.
  if (name === 'RunMicrotasks') return 'promise jobs';
  if (name === 'EvaluateScript' || name === 'FunctionCall') {
    if (!url) return null;
    // An inline script's URL is the page's own address.
    if (url.split('#')[0] === pageUrl || !url.includes('/assets/')) return 'inline scripts';
    return `script ${chunkName(url)}`;
  }
  return null;
}

/** `…/assets/frame--HoZ051L.js` → `frame`; the two big shared chunks say what they hold. */
function chunkName(url: string): string {
  const file = url
    .split('/')
    .pop()!
    .replace(/\.js(\?.*)?$/, '');
  const name = file.replace(/-[\w-]{8}$/, '');
  if (name === 'entry.client') return 'entry.client (React DOM and its scheduler)';
  if (name === 'frame') return 'frame (React Router, React, the frame)';
  return name;
}

interface Analysis {
  busyMs: number;
  /** Milliseconds of own time per kind of work. */
  kinds: Map<string, number>;
  longTasks: { startMs: number; ms: number; phase: string; top: string }[];
  blockingMs: number;
}

/** Charges the page's main-thread events of one trace to kinds of work and lists its long tasks. */
export function analyse(events: TraceEvent[], pageUrl: string): Analysis {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      String(event.args.data.documentLoaderURL ?? '').startsWith(pageUrl),
  );
  if (!start) throw new Error(`no navigationStart of ${pageUrl} in the trace`);
  const onThread = events.filter((event) => event.pid === start.pid && event.tid === start.tid);
  const hydrated = onThread.find((event) => event.name === 'bench:hydrated')?.ts ?? Infinity;
  // Complete events, from X events and B/E pairs.
  const complete: TraceEvent[] = [];
  const open: TraceEvent[] = [];
  for (const event of onThread.sort((a, b) => a.ts - b.ts)) {
    if (event.ts < start.ts) continue;
    if (event.ph === 'X' && event.dur !== undefined) complete.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.findLastIndex((candidate) => candidate.name === event.name);
      if (begin >= 0) {
        const [began] = open.splice(begin, 1);
        complete.push({ ...began!, ph: 'X', dur: event.ts - began!.ts });
      }
    }
  }
  complete.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const firstModule = complete.find((event) => event.name === 'v8.evaluateModule')?.ts ?? Infinity;
  const isTask = (event: TraceEvent) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';
  const kinds = new Map<string, number>();
  const longTasks: Analysis['longTasks'] = [];
  let busy = 0;
  let blocking = 0;
  // Walk the events as a tree: a stack of the enclosing events, each with its kind and its children's time.
  let task: { end: number; kinds: Map<string, number> } | null = null;
  const stack: { event: TraceEvent; kind: string; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      const own = Math.max(0, done.event.dur! - done.childTime) / 1000;
      kinds.set(done.kind, (kinds.get(done.kind) ?? 0) + own);
      task?.kinds.set(done.kind, (task.kinds.get(done.kind) ?? 0) + own);
      if (stack.length > 0) stack.at(-1)!.childTime += done.event.dur!;
    }
  };
  const finishTask = (event: TraceEvent, kindsOfTask: Map<string, number>) => {
    const ms = event.dur! / 1000;
    busy += ms;
    if (ms <= LONG_TASK_MS) return;
    blocking += ms - LONG_TASK_MS;
    const phase = event.ts < firstModule ? 'before modules' : event.ts < hydrated ? 'hydrating' : 'after hydration';
    const top = [...kindsOfTask]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([kind, own]) => `${kind} ${Math.round(own)}`)
      .join(', ');
    longTasks.push({ startMs: (event.ts - start.ts) / 1000, ms, phase, top });
  };
  let current: TraceEvent | null = null;
  for (const event of complete) {
    if (isTask(event) && (!task || event.ts >= task.end)) {
      close(Infinity);
      if (current && task) finishTask(current, task.kinds);
      current = event;
      task = { end: event.ts + event.dur!, kinds: new Map() };
      stack.push({ event, kind: 'unattributed', childTime: 0 });
      continue;
    }
    if (!task || event.ts >= task.end) continue;
    close(event.ts);
    const parent = stack.at(-1)!;
    stack.push({ event, kind: kindOf(event, pageUrl) ?? parent.kind, childTime: 0 });
    // A timer's callback is the timer's, whatever chunk it runs in.
    if (parent.kind === 'timers') stack.at(-1)!.kind = 'timers';
  }
  close(Infinity);
  if (current && task) finishTask(current, task.kinds);
  return { busyMs: busy, kinds, longTasks, blockingMs: blocking };
}

/** Marks hydration in the trace the moment the root sets its mark (a user-timing mark of the bench's own). */
const MARK_HYDRATION = `new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.hydrated === '1') { performance.mark('bench:hydrated'); observer.disconnect(); }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`;

async function trace(browser: Browser, url: string, file: string | null): Promise<TraceEvent[]> {
  const phone = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARK_HYDRATION);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="1"]', { state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const buffer = await browser.stopTracing();
    if (file) writeFileSync(file, buffer);
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/**
 * One traced load, analysed. On a busy machine a trace now and then lacks the navigation's start (as
 * Lighthouse's NO_NAVSTART): that load is traced again, up to three times.
 */
async function tracedRun(browser: Browser, url: string, file: string | null, attempt = 1): Promise<Analysis> {
  const events = await trace(browser, url, file);
  try {
    return analyse(events, url);
  } catch (error) {
    if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('no navigationStart')) throw error;
    return tracedRun(browser, url, file, attempt + 1);
  }
}

/** The loader data the page's inline scripts hand React Router (turbo-stream), decoded while hydrating. */
async function loaderDataBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  let bytes = 0;
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (body!.includes('streamController.enqueue')) bytes += Buffer.byteLength(body!);
  }
  return bytes;
}

export default async function run(): Promise<BenchResult[]> {
  const shop = await startShop({ SEED_DEMO: 'true' });
  try {
    const pages = await labPages(shop.url);
    if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
    const results: BenchResult[] = [];
    for (const browserOf of await chromiums()) {
      const browser = await chromium.launch({ executablePath: browserOf.path, args: FLAGS, headless: true });
      try {
        for (const [shown, path] of pages) results.push(await tracePage(browser, browserOf, shown, shop.url + path));
      } finally {
        await browser.close();
      }
    }
    return results;
  } finally {
    await shop.stop();
  }
}

async function tracePage(browser: Browser, browserOf: Chromium, shown: string, url: string): Promise<BenchResult> {
  // Open once untraced: the shop draws a generated picture on its first request and keeps it.
  const warm = await browser.newPage();
  await warm.goto(url, { waitUntil: 'load' });
  await warm.close();
  const runs: Analysis[] = [];
  const loads: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    loads.push(loadPerCore());
    const name = `${browserOf.name}-${shown.replace(/\W+/g, '_')}-${i + 1}.json`;
    runs.push(await tracedRun(browser, url, TRACE_DIR ? join(TRACE_DIR, name) : null));
  }
  const allKinds = new Set(runs.flatMap((one) => [...one.kinds.keys()]));
  const shares = [...allKinds]
    .map((kind) => [kind, median(runs.map((one) => (one.kinds.get(kind) ?? 0) / one.busyMs))] as const)
    .filter(([, share]) => share >= 0.01)
    .sort(([, a], [, b]) => b - a);
  console.log(
    `\n${browserOf.name} ${browser.version()} ${shown}: long tasks (ms since navigation, ms, phase, own ms by kind)`,
  );
  runs.forEach((one, index) => {
    console.log(`  run ${index + 1}: busy ${Math.round(one.busyMs)} ms, blocking ${Math.round(one.blockingMs)} ms`);
    for (const long of one.longTasks) {
      console.log(`    at ${Math.round(long.startMs)}: ${Math.round(long.ms)} ms, ${long.phase} — ${long.top}`);
    }
  });
  const busyLoad = median(loads);
  return {
    id: 'B14',
    title: `main thread of ${shown} at 4× CPU (${browserOf.name} Chromium ${browser.version()}): share of busy time by kind, median of ${RUNS}`,
    figures: {
      ...Object.fromEntries(shares.map(([kind, share]) => [`${kind} %`, Math.round(share * 100)])),
      'long tasks': median(runs.map((one) => one.longTasks.length)),
      'blocking share %': Math.round(median(runs.map((one) => one.blockingMs / one.busyMs)) * 100),
      'loader data KiB': kib(await loaderDataBytes(url)),
      'load per core': Number(busyLoad.toFixed(2)),
    },
    ratio: median(runs.map((one) => one.blockingMs / one.busyMs)),
    gate: 'info',
    pass: true,
  };
}
