import { ResponsiveImage } from '../../components/responsive-image';
import { formatDate } from '../../lib/dates';
import { langOf, useLang } from '../../lib/locale';
import { useContentText } from './content.i18n';
import type { Promotion } from './content.types';
import { Prose } from './prose';

/** One promotion of `/stock`: its picture (the first one's loads at once), period, title and text. */
export function PromotionCard({ promotion, position }: { promotion: Promotion; position: number }) {
  const t = useContentText();
  const lang = useLang();
  return (
    <li
      key={promotion.id}
      data-testid="promotion"
      className="grid overflow-hidden rounded-2xl border border-gray-200 bg-white md:grid-cols-[2fr_3fr] dark:border-gray-800 dark:bg-gray-900"
    >
      {promotion.image && (
        <ResponsiveImage
          image={promotion.image}
          alt=""
          sizes="(min-width: 768px) 40vw, 100vw"
          priority={position === 0}
          className="aspect-[4/3] h-full w-full"
        />
      )}
      <div className={`space-y-3 p-5 sm:p-6 ${promotion.image ? '' : 'md:col-span-2'}`}>
        <p className="text-sm font-medium text-primary-700 dark:text-primary-400">
          {t.promotionPeriod(
            formatDate(promotion.validFrom, lang),
            promotion.validTo ? formatDate(promotion.validTo, lang) : null,
          )}
        </p>
        <h2 lang={langOf(promotion, 'title')} className="text-xl font-semibold text-gray-900 dark:text-white">
          {promotion.title}
        </h2>
        <Prose html={promotion.html} lang={langOf(promotion, 'html')} />
      </div>
    </li>
  );
}
