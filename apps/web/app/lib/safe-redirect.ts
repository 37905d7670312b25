/**
 * The one rule for redirecting to a place a request names (`next`, `returnTo`, the language switch's
 * `from`): only a path on the shop's own origin, else a fallback. Browsers are lenient with `Location`:
 * they drop tabs and newlines, read `\` as `/` and treat `//host` as another site, so `/<TAB>/evil.example`
 * would leave the shop. Anything that could be read that way, even once percent-decoded by some
 * intermediary, is refused rather than repaired.
 */

/** Longer targets are refused: no page of the shop has an address this long. */
const MAX_LENGTH = 2048;
/** How many rounds of percent-decoding are checked (`%252F` is `%2F` is `/`). */
const DECODE_ROUNDS = 3;

// C0 controls (tab, newline and NUL among them), DEL, and the backslash browsers read as a slash.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** `%XX` escapes of ASCII characters decoded, the rest left as is (never throws, unlike decodeURIComponent). */
function decodeAscii(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** False when `text`, or any percent-decoding of it, could steer a browser off the origin. */
function looksSafe(text: string): boolean {
  let current = text;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (FORBIDDEN.test(current) || !current.startsWith('/') || current.startsWith('//')) return false;
    const decoded = decodeAscii(current);
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after several rounds: nobody links like that.
  return false;
}

/**
 * `target` as a path (with query and hash) on `origin` when it is a same-origin path, else `fallback`.
 * `origin` is the shop's, e.g. `new URL(request.url).origin`; `fallback` must itself be a safe path.
 */
export function safeRedirect(target: unknown, origin: string, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  if (!looksSafe(target)) return fallback;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(target, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base.origin) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can collapse into a protocol-relative path: `/.//evil.example` resolves to `//evil.example`.
  return looksSafe(path) ? path : fallback;
}
