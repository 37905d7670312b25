/**
 * The page's scripts load after what its first paint needs. React Router preloads every module a page
 * hydrates with `<link rel="modulepreload">`, which browsers fetch at high priority, beside the stylesheet
 * and the largest picture. Nothing on a page waits for them to paint (it is rendered on the server and works
 * before it hydrates; the module script itself is `async`), so they are marked `fetchpriority="low"`, as
 * browsers already treat async classic scripts: on a slow phone connection the stylesheet and the picture
 * arrive first and the page hydrates a moment later. React Router's `<Scripts>` takes no attribute for its
 * links, so the rendered HTML is rewritten on its way out.
 */
import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

/** How many bytes at the end of `data` could be the beginning of a preload tag cut by the chunk's end. */
function partialTagAtEnd(data: Buffer): number {
  for (let length = Math.min(PRELOAD.length - 1, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(PRELOAD.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * A stream of the page's HTML in which every module preload asks for low priority. `onFinal` runs when
 * the page has been written in full.
 */
export function lowPriorityModulePreloads(onFinal: () => void = () => {}): Transform {
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const data = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
      const pieces: Buffer[] = [];
      let from = 0;
      for (let at = data.indexOf(PRELOAD, from); at !== -1; at = data.indexOf(PRELOAD, from)) {
        pieces.push(data.subarray(from, at + PRELOAD.length), LOW);
        from = at + PRELOAD.length;
      }
      const keep = partialTagAtEnd(data.subarray(from));
      held = Buffer.from(data.subarray(data.length - keep));
      // Most chunks hold no preload (the body after the head): they pass on as they came.
      if (pieces.length === 0 && keep === 0) return done(null, data);
      pieces.push(data.subarray(from, data.length - keep));
      done(null, Buffer.concat(pieces));
    },
    final(done: (error?: Error | null) => void) {
      onFinal();
      done();
    },
    flush(done: TransformCallback) {
      done(null, held);
    },
  });
}
