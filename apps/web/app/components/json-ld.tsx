import { jsonLdText } from '../lib/seo';

/**
 * Structured data for search engines (schema.org as JSON-LD). A data block is never executed, so the
 * page's CSP does not apply to it and it needs no nonce; `jsonLdText` keeps its text inside the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
