import { Link } from 'react-router';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';

/** The shop's name as a link home; a knitted loop drawn as the mark. */
export function Logo() {
  const lang = useLang();
  return (
    <Link
      to={pagePath('home', lang)}
      className="flex items-center gap-2 text-xl font-bold tracking-tight text-gray-900 dark:text-white"
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 text-primary-600 dark:text-primary-500">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M8 11c4 0 4 5 8 5s4-5 8-5M8 16c4 0 4 5 8 5s4-5 8-5M8 21c4 0 4 5 8 5s4-5 8-5"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      Polotno
    </Link>
  );
}
