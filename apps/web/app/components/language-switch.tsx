import { Languages } from './icons/languages';
import { Form, useLocation } from 'react-router';
import { LANG_NAMES, useLang } from '../lib/locale';
import { useDictionary } from '../lib/i18n';

/** Switches to the other language: posts to `/locale`, which remembers the choice and opens the twin page. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const location = useLocation();
  const other = lang === 'ru' ? 'uz' : 'ru';
  return (
    <Form method="post" action="/locale" className={className}>
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        lang={other}
        aria-label={`${t.header.language}: ${LANG_NAMES[other]}`}
        className="icon-button gap-1.5 px-2.5 text-sm font-medium"
      >
        <Languages aria-hidden className="size-5" />
        {LANG_NAMES[other]}
      </button>
    </Form>
  );
}
