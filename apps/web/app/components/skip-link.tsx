import { useDictionary } from '../lib/i18n';

/** The first focusable element of every page: jumps keyboard users past the header to `#main`. */
export function SkipLink() {
  const t = useDictionary();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.a11y.skipToContent}
    </a>
  );
}
