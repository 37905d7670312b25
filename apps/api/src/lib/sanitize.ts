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

/** Markdown (with any embedded HTML) to clean HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeRichText(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}
