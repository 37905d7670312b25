/** The back office's promotions: the list with each one's state today, and the editor with its period and picture. */
import { Field, TextAreaField } from '../../components/form/field';
import { useLang } from '../../lib/locale';
import { useAdminContentText } from './admin-content.i18n';
import type { AdminPromotion } from './admin-content.server';
import {
  Bilingual,
  EditorForm,
  EntityList,
  PictureField,
  PublishedField,
  SlugField,
  type PageProps,
} from './admin-kit';
import { formatDate, moscowDateInput } from '../../lib/dates';
import { useContentText } from './content.i18n';

function promotionState(promotion: AdminPromotion, now: number): 'active' | 'upcoming' | 'ended' {
  if (Date.parse(promotion.validFrom) > now) return 'upcoming';
  if (promotion.validTo && Date.parse(promotion.validTo) <= now) return 'ended';
  return 'active';
}

/** The promotions page of the back office; `now` is the server's clock, so both renders agree on each state. */
export function AdminPromotionsPage({ data, result, now }: PageProps<'promotions'> & { now: number }) {
  const t = useContentText();
  const a = useAdminContentText();
  const lang = useLang();
  return (
    <EntityList
      page="adminPromotions"
      data={data}
      result={result}
      newLabel={a.newPromotion}
      columns={[
        { head: t.title, cell: (item: AdminPromotion) => <span className="font-medium">{item.title.ru}</span> },
        {
          head: a.period,
          cell: (item) =>
            t.promotionPeriod(
              formatDate(item.validFrom, lang),
              item.validTo ? formatDate(new Date(Date.parse(item.validTo) - 1).toISOString(), lang) : null,
            ),
        },
        {
          head: t.status,
          cell: (item) => (
            <span data-testid="promotion-state">
              {item.published ? a.promotionStates[promotionState(item, now)] : t.draft}
            </span>
          ),
        },
      ]}
      editor={(item) => <PromotionEditor promotion={item} />}
    />
  );
}

function PromotionEditor({ promotion }: { promotion: AdminPromotion | null }) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EditorForm title={promotion ? a.editing(promotion.title.ru) : a.newPromotion} id={promotion?.id ?? null}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SlugField value={promotion?.slug ?? ''} />
        <Field
          label={a.validFrom}
          name="validFrom"
          type="date"
          required
          defaultValue={moscowDateInput(promotion?.validFrom ?? null)}
        />
        <Field
          label={a.validTo}
          name="validTo"
          type="date"
          defaultValue={moscowDateInput(promotion?.validTo ?? null, true)}
          hint={a.validToHint}
        />
      </div>
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.title}
              name={`title.${lang}`}
              defaultValue={promotion?.title[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={t.body}
              name={`body.${lang}`}
              rows={6}
              defaultValue={promotion?.body[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={20_000}
            />
          </>
        )}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.bodyHint}</p>
      <PictureField image={promotion?.image ?? null} label={a.image} removeLabel={a.removeImage} />
      <PublishedField checked={promotion?.published ?? false} />
    </EditorForm>
  );
}
