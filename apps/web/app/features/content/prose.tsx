import type { Lang } from '@polotno/domain/client';

/**
 * A rich text body. The API renders Markdown to HTML and sanitises it (an allow-list of tags, no scripts,
 * no event attributes) before it ever leaves the server, so the HTML is inserted as is; nothing a visitor
 * typed is ever passed here. `lang` marks a body shown untranslated (see `langOf`).
 */
export function Prose({ html, lang, className = '' }: { html: string; lang?: Lang; className?: string }) {
  return (
    <div
      lang={lang}
      className={`max-w-3xl text-base leading-relaxed text-gray-700 dark:text-gray-300 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-primary-400 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-white [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-gray-900 dark:[&_strong]:text-white [&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-gray-200 [&_td]:py-2 [&_td]:pr-4 [&_th]:border-b [&_th]:border-gray-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
