/**
 * Rich text of news, blog posts, vacancies, promotions and information pages. Admins write Markdown
 * (raw HTML inside it is allowed by Markdown); it is rendered with `marked` and cleaned with
 * `sanitize-html` against an allow-list, so scripts, event handlers, `javascript:` URLs, iframes and
 * inline styles never reach a page. Stored HTML is cleaned again when served.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links in content may lead off the site; they must not get a handle on this window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** HTML reduced to the allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Stored HTML on its way to a page, cleaned once per distinct text: pages show the same few bodies over and
 * over, cleaning is a pure function of the text, and it cost a third of a millisecond of each `/about`
 * render. Bounded by characters kept (oldest dropped first), so no set of bodies can grow it without limit.
 */
const SERVED_CHARS_MAX = 4_000_000;
const served = new Map<string, string>();
let servedChars = 0;

export function sanitizeServedHtml(html: string): string {
  const known = served.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  served.set(html, clean);
  servedChars += html.length + clean.length;
  for (const [dirty, kept] of served) {
    if (servedChars <= SERVED_CHARS_MAX) break;
    served.delete(dirty);
    servedChars -= dirty.length + kept.length;
  }
  return clean;
}

/** Markdown (with any embedded HTML) to clean HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeRichText(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
