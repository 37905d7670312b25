import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.server';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/frame.js" nonce="n"/></head>' +
  '<body><p>Кулирная гладь — 180 г/м²</p><script type="module" async="">import "/assets/entry.client.js";</script></body></html>';

const EXPECTED = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** The page written through the stream in chunks of `size` bytes. */
async function rewritten(size: number): Promise<string> {
  const bytes = Buffer.from(PAGE);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('module preloads at low priority', () => {
  it('marks every module preload and changes nothing else', async () => {
    expect(await rewritten(PAGE.length * 4)).toBe(EXPECTED);
  });

  it('finds a tag cut by any chunk boundary, and cuts no character in two', async () => {
    for (const size of [1, 2, 3, 7, 13, 24, 25, 26, 64]) expect(await rewritten(size)).toBe(EXPECTED);
  });

  it('holds back only what may begin a preload tag', async () => {
    const stream = lowPriorityModulePreloads();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    stream.write('<p>shell</p><link rel="modu');
    stream.write('<p>boundary</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe('<p>shell</p><link rel="modu<p>boundary</p>');
    stream.write('<div></div><');
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe('<p>shell</p><link rel="modu<p>boundary</p><div></div>');
  });

  it('tells when the page is written in full', async () => {
    let finished = false;
    const stream = lowPriorityModulePreloads(() => (finished = true));
    stream.end('<p>done</p>');
    expect(await text(stream)).toBe('<p>done</p>');
    expect(finished).toBe(true);
  });
});
