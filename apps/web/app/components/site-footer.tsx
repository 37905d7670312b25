import { Link } from 'react-router';
import { FOOTER_COMPANY, FOOTER_CUSTOMERS } from '../lib/navigation';
import { type PageKey, pagePath } from '../lib/pages';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { Logo } from './logo';

/** The storefront footer: what the shop is, links for customers and about the company, contacts. */
export function SiteFooter() {
  const lang = useLang();
  const t = useDictionary();
  return (
    <footer className="site-footer">
      <div>
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-gray-600 dark:text-gray-400">{t.footer.tagline}</p>
        </div>
        <FooterColumn title={t.footer.customers} pages={FOOTER_CUSTOMERS} />
        <FooterColumn title={t.footer.company} pages={FOOTER_COMPANY} />
        <section aria-labelledby="footer-contacts" className="space-y-3">
          <h2 id="footer-contacts" className="text-sm font-semibold text-gray-900 dark:text-white">
            {t.footer.contacts}
          </h2>
          <ul className="space-y-2 text-sm text-gray-600 dark:text-gray-400">
            {t.footer.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <Link to={pagePath('contact', lang)} className="button-secondary text-sm">
            {t.footer.managers}
          </Link>
        </section>
      </div>
      <div>
        <div>
          <p>© Polotno</p>
          <Link to={pagePath('policy', lang)}>{t.pages.policy.title}</Link>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, pages }: { title: string; pages: readonly PageKey[] }) {
  const lang = useLang();
  const t = useDictionary();
  return (
    <nav aria-label={title} className="space-y-3">
      <h2 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h2>
      <ul className="footer-links">
        {pages.map((page) => (
          <li key={page}>
            <Link to={pagePath(page, lang)}>{t.pages[page].title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
