/** The product editor of the back office: both languages side by side, colours with photos, characteristics. */
import type { AdminCategory } from '@polotno/domain';
import { Form, Link } from 'react-router';
import { ResponsiveImage } from '../../components/responsive-image';
import { Field, TextAreaField } from '../../components/form/field';
import { SubmitButton } from '../../components/form/form-parts';
import { useAdminCatalogText } from './admin-catalog.i18n';
import { EDITOR_CARD, LanguageColumn } from '../../components/admin/editor-parts';
import { CheckboxField } from './editor-fields';
import type { CharacteristicKey } from './admin-products.server';
import type { CharacteristicDraft, ColorDraft, ProductDraft } from './product-draft';

/** Empty rows offered for new colours and characteristics (without JavaScript the form cannot grow). */
const NEW_COLOR_ROWS = 2;
const NEW_CHARACTERISTIC_ROWS = 3;

const emptyColor: ColorDraft = { name: { ru: '', uz: '' }, hex: '', images: [] };
const emptyCharacteristic: CharacteristicDraft = { key: '', name: { ru: '', uz: '' }, value: { ru: '', uz: '' } };

export function ProductEditor({
  draft,
  categories,
  keys,
  closeTo,
  removeTo,
}: {
  draft: ProductDraft;
  categories: AdminCategory[];
  /** Keys of the category's characteristic groups, offered as suggestions. */
  keys: CharacteristicKey[];
  closeTo: string;
  /** The confirmation step of the delete; absent for a new product. */
  removeTo: string | null;
}) {
  const t = useAdminCatalogText();
  const colors = [...draft.colors, ...Array.from({ length: NEW_COLOR_ROWS }, () => emptyColor)];
  const characteristics = [
    ...draft.characteristics,
    ...Array.from({ length: NEW_CHARACTERISTIC_ROWS }, () => emptyCharacteristic),
  ];
  return (
    <Form method="post" encType="multipart/form-data" className={EDITOR_CARD} aria-labelledby="product-editor-title">
      <h2 id="product-editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {draft.id === null ? t.newProduct : t.editProduct(draft.name.ru)}
      </h2>
      <input type="hidden" name="intent" value="save-product" />
      <input type="hidden" name="id" value={draft.id ?? ''} />
      <input type="hidden" name="synced" value={draft.synced ? '1' : ''} />
      {draft.synced && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t.syncedNote}
        </p>
      )}
      <input type="hidden" name="colorRows" value={colors.length} />
      <input type="hidden" name="characteristicRows" value={characteristics.length} />

      <div className="grid gap-6 lg:grid-cols-2">
        {(['ru', 'uz'] as const).map((lang) => (
          <LanguageColumn key={lang} legend={lang === 'ru' ? t.inRussian : t.inUzbek}>
            <Field
              label={t.name}
              name={`name.${lang}`}
              defaultValue={draft.name[lang]}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={t.shortDescription}
              name={`shortDescription.${lang}`}
              rows={2}
              defaultValue={draft.shortDescription[lang]}
              maxLength={1000}
            />
            <TextAreaField
              label={t.description}
              name={`description.${lang}`}
              rows={6}
              defaultValue={draft.description[lang]}
              maxLength={10_000}
            />
            <Field
              label={t.composition}
              name={`composition.${lang}`}
              defaultValue={draft.composition[lang]}
              maxLength={200}
            />
            <Field label={t.canvas} name={`canvas.${lang}`} defaultValue={draft.canvas[lang]} maxLength={200} />
          </LanguageColumn>
        ))}
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.uzbekFallback}</p>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t.art} name="art" defaultValue={draft.art} maxLength={64} />
        <label className="block space-y-1.5">
          <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{t.category}</span>
          <select
            name="categoryId"
            defaultValue={draft.categoryId}
            className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
          >
            <option value="">{t.noCategory}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name.ru}
                {category.name.uz ? ` / ${category.name.uz}` : ''}
              </option>
            ))}
          </select>
        </label>
        {/* Text rather than number inputs: the server reads "12,50" too and keeps what was typed on a refusal. */}
        <Field label={t.price} name="price" inputMode="decimal" defaultValue={draft.price} required />
        <Field label={t.count} name="count" inputMode="numeric" defaultValue={draft.count} />
        <Field label={t.weight} name="weight" inputMode="numeric" defaultValue={draft.weight} />
        <Field label={t.width} name="width" inputMode="numeric" defaultValue={draft.width} />
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-white">{t.flags}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField label={t.show} name="show" defaultChecked={draft.show} />
          <CheckboxField label={t.bestseller} name="bestseller" defaultChecked={draft.bestseller} />
          <CheckboxField label={t.recommended} name="recommended" defaultChecked={draft.recommended} />
          <CheckboxField label={t.latest} name="latest" defaultChecked={draft.latest} />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-gray-900 dark:text-white">{t.colors}</legend>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t.colorsHint}</p>
        {colors.map((color, index) => (
          <ColorRow key={index} color={color} index={index} isNew={index >= draft.colors.length} />
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-gray-900 dark:text-white">{t.characteristics}</legend>
        <p className="text-xs text-gray-500 dark:text-gray-400">{t.characteristicsHint}</p>
        <datalist id="characteristic-keys">
          {keys.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.name.ru}
            </option>
          ))}
        </datalist>
        {characteristics.map((row, index) => (
          <CharacteristicRow key={index} row={row} index={index} />
        ))}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save-product" labels={t.save} className="button-primary" />
        <Link to={closeTo} className="button-secondary">
          {t.cancel}
        </Link>
        {removeTo && (
          <Link to={removeTo} className="button-secondary text-red-700 dark:text-red-300">
            {t.removeProduct}
          </Link>
        )}
      </div>
    </Form>
  );
}

function ColorRow({ color, index, isNew }: { color: ColorDraft; index: number; isNew: boolean }) {
  const t = useAdminCatalogText();
  const prefix = `color.${index}`;
  const title = isNew ? t.newColor : t.row(t.color, index + 1);
  return (
    <fieldset
      data-testid="color-row"
      className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
      aria-label={title}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
          <span
            aria-hidden
            className="inline-block size-5 rounded-full border border-gray-300 dark:border-gray-600"
            style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(color.hex) ? color.hex : 'transparent' }}
          />
          {title}
        </span>
        {!isNew && <CheckboxField label={t.removeColor} name={`${prefix}.remove`} />}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={`${t.colorName} (${t.languageOf.ru})`}
          name={`${prefix}.name.ru`}
          defaultValue={color.name.ru}
          maxLength={200}
        />
        <Field
          label={`${t.colorName} (${t.languageOf.uz})`}
          name={`${prefix}.name.uz`}
          defaultValue={color.name.uz}
          maxLength={200}
        />
        <Field
          label={t.hex}
          name={`${prefix}.hex`}
          defaultValue={color.hex}
          placeholder="#1f6f5c"
          maxLength={7}
          hint={t.hexHint}
        />
      </div>
      {color.images.length > 0 && (
        <ul aria-label={t.colorImages} className="flex flex-wrap gap-3">
          {color.images.map((image) => (
            <li key={image.id} className="space-y-1">
              <input type="hidden" name={`${prefix}.image`} value={JSON.stringify(image)} />
              <ResponsiveImage image={image} alt="" sizes="96px" className="size-24 rounded-lg" />
              <CheckboxField label={t.removeImage} name={`${prefix}.dropImage`} value={image.id} />
            </li>
          ))}
        </ul>
      )}
      <Field
        label={t.addImages}
        name={`${prefix}.files`}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        hint={t.imagesHint}
        className="h-auto py-2"
      />
    </fieldset>
  );
}

function CharacteristicRow({ row, index }: { row: CharacteristicDraft; index: number }) {
  const t = useAdminCatalogText();
  const prefix = `characteristic.${index}`;
  return (
    <fieldset
      aria-label={t.row(t.characteristic, index + 1)}
      className="grid gap-3 rounded-xl border border-gray-200 p-4 sm:grid-cols-5 sm:items-end dark:border-gray-800"
    >
      <Field label={t.key} name={`${prefix}.key`} defaultValue={row.key} maxLength={60} list="characteristic-keys" />
      <Field
        label={`${t.name} (${t.languageOf.ru})`}
        name={`${prefix}.name.ru`}
        defaultValue={row.name.ru}
        maxLength={200}
      />
      <Field
        label={`${t.name} (${t.languageOf.uz})`}
        name={`${prefix}.name.uz`}
        defaultValue={row.name.uz}
        maxLength={200}
      />
      <Field
        label={`${t.value} (${t.languageOf.ru})`}
        name={`${prefix}.value.ru`}
        defaultValue={row.value.ru}
        maxLength={500}
      />
      <Field
        label={`${t.value} (${t.languageOf.uz})`}
        name={`${prefix}.value.uz`}
        defaultValue={row.value.uz}
        maxLength={500}
      />
    </fieldset>
  );
}
