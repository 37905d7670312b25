import { useLocation } from 'react-router';
import { pageAddresses } from '../lib/seo';

/** The page's canonical address and its Russian, Uzbek and default twins (`hreflang`), all absolute. */
export function SeoLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const { canonical, alternates } = pageAddresses(origin, pathname, search);
  return (
    <>
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="ru" href={alternates.ru} />
      <link rel="alternate" hrefLang="uz" href={alternates.uz} />
      <link rel="alternate" hrefLang="x-default" href={alternates['x-default']} />
    </>
  );
}
