/**
 * Reading a CommerceML file as 1C and Bitrix write it (reference/commerceml.md §2, §5): streamed through
 * `saxes`, so a 100 MB offers file never sits in memory; decoded with the built-in TextDecoder from the
 * encoding its bytes announce — a UTF-8 byte-order mark, else the XML declaration's `encoding`
 * (windows-1251 in Bitrix's and the older 1C's files), else UTF-8.
 *
 * The caller names the elements it wants whole (`select`, asked at every element outside one already
 * selected); each arrives as a small tree (`OnecNode`) when it closes, in document order, and `onElement`
 * may be async: the file is not read further until it resolves, so a slow database holds the reader back
 * instead of piling elements up. `onOpen` hears every element outside a selected one as it opens (the
 * root's and Каталог's attributes, which package a file is) and may stop the reading early.
 *
 * Names are compared without a namespace prefix; texts are kept as written, `textOf` trims them.
 */
import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

export interface OnecNode {
  name: string;
  attributes: Record<string, string>;
  children: OnecNode[];
  /** The element's own text (CDATA included), untrimmed; children's texts are theirs. */
  text: string;
}

/** Returned by `onOpen` to stop reading the file (the rest is never read or decoded). */
export const STOP_READING = Symbol('stop reading');

export interface OnecXmlHandlers {
  /** Whether the element at `path` (root first, this element last) is wanted whole. */
  select?: (path: readonly string[]) => boolean;
  onElement?: (node: OnecNode, path: readonly string[]) => void | Promise<void>;
  onOpen?: (name: string, attributes: Record<string, string>, path: readonly string[]) => void | typeof STOP_READING;
  /** Hears how many bytes were read after every chunk (for progress). */
  onRead?: (bytes: number) => void;
}

export interface OnecXmlResult {
  /** The encoding the file was decoded with (`utf-8`, `windows-1251` …). */
  encoding: string;
  /** The root element's name, '' when the file stopped before it. */
  root: string;
  /** Bytes read (the whole file unless stopped). */
  bytes: number;
}

/** A CommerceML file that cannot be read; the message is for 1C's operator (Russian, as 1C's own). */
export class OnecXmlError extends Error {
  override name = 'OnecXmlError';
}

const encodingNames: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'windows-1251': 'windows-1251',
  'win-1251': 'windows-1251',
  cp1251: 'windows-1251',
  'cp-1251': 'windows-1251',
  'x-cp1251': 'windows-1251',
  'utf-16': 'utf-16le',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
};

/**
 * The encoding of a file from its first bytes: a byte-order mark wins, then the XML declaration's
 * `encoding="…"` (read as ASCII, which every encoding we accept agrees on there), else UTF-8.
 */
export function detectXmlEncoding(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const prolog = Buffer.from(head.subarray(0, 256)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(prolog)?.[1];
  if (!declared) return 'utf-8';
  const encoding = encodingNames[declared.toLowerCase()];
  if (!encoding) throw new OnecXmlError(`Кодировка «${declared}» не поддерживается: нужна UTF-8 или windows-1251`);
  return encoding;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** The first child named `name`. */
export function childOf(node: OnecNode, name: string): OnecNode | undefined {
  return node.children.find((child) => child.name === name);
}

/** Every child named `name`. */
export function childrenOf(node: OnecNode, name: string): OnecNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The trimmed text of the child at `names` (a path of child names), '' when absent. */
export function textOf(node: OnecNode, ...names: string[]): string {
  let current: OnecNode | undefined = node;
  for (const name of names) current = current && childOf(current, name);
  return current ? current.text.trim() : '';
}

/**
 * Reads a CommerceML file (a path, or bytes already in memory) and hands the selected elements to
 * `onElement` in document order. Throws OnecXmlError for a file that is not well-formed XML or that is
 * not valid in its encoding.
 */
export async function readOnecXml(source: string | Uint8Array, handlers: OnecXmlHandlers): Promise<OnecXmlResult> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  /** The open elements of the subtree being built (its root first), empty outside a selected element. */
  const building: OnecNode[] = [];
  const finished: { node: OnecNode; path: string[] }[] = [];
  let stopped = false;
  let root = '';
  let failure: Error | undefined;

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    if (stopped) return;
    const name = localName(tag.name);
    path.push(name);
    if (path.length === 1) root = name;
    const attributes = tag.attributes as Record<string, string>;
    if (building.length > 0) {
      const node: OnecNode = { name, attributes, children: [], text: '' };
      building[building.length - 1]!.children.push(node);
      building.push(node);
      return;
    }
    if (handlers.onOpen?.(name, attributes, path) === STOP_READING) {
      stopped = true;
      return;
    }
    if (handlers.select?.(path)) building.push({ name, attributes, children: [], text: '' });
  });
  const onText = (text: string) => {
    if (building.length > 0) building[building.length - 1]!.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (stopped) return;
    const node = building.pop();
    if (node && building.length === 0) finished.push({ node, path: [...path] });
    path.pop();
  });

  let decoder: TextDecoder | undefined;
  let encoding = 'utf-8';
  let bytes = 0;
  const deliver = async () => {
    if (failure) {
      const where = failure.message;
      throw new OnecXmlError(`Файл не является правильным XML: ${where}`);
    }
    for (const { node, path: at } of finished.splice(0)) await handlers.onElement?.(node, at);
  };
  const feed = async (chunk: Uint8Array) => {
    if (!decoder) {
      encoding = detectXmlEncoding(chunk);
      decoder = new TextDecoder(encoding, { fatal: true });
    }
    bytes += chunk.byteLength;
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new OnecXmlError(`Файл не читается в кодировке ${encoding}: укажите верную кодировку в заголовке XML`);
    }
    parser.write(text);
    await deliver();
    handlers.onRead?.(bytes);
  };

  if (typeof source === 'string') {
    const stream = createReadStream(source, { highWaterMark: 64 * 1024 });
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        await feed(chunk);
        if (stopped) break;
      }
    } finally {
      stream.destroy();
    }
  } else {
    for (let offset = 0; offset < source.byteLength && !stopped; offset += 64 * 1024) {
      await feed(source.subarray(offset, offset + 64 * 1024));
    }
  }
  if (!stopped) {
    if (!decoder) throw new OnecXmlError('Файл пуст');
    try {
      parser.write(decoder.decode());
    } catch {
      throw new OnecXmlError(`Файл не читается в кодировке ${encoding}: укажите верную кодировку в заголовке XML`);
    }
    parser.close();
    await deliver();
  }
  return { encoding, root, bytes };
}
