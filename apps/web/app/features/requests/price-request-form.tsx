import { DELIVERY_METHODS, MATERIALS } from '@polotno/domain/client';
import { Field, TextAreaField } from '../../components/form/field';
import { typedList, typedValue, type FormResult } from '../../components/form/form-result';
import { RequestForm } from './request-form';
import { useRequestsText } from './requests.i18n';

const choice =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm text-gray-800 has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-200 dark:has-checked:bg-primary-950';

/**
 * Spec §2's request form: full name, phone, e-mail, delivery method (pickup by default) and the
 * materials wanted (colour card, fabric samples, price list).
 */
export function PriceRequestForm({ result }: { result?: FormResult }) {
  const t = useRequestsText();
  return (
    <RequestForm
      intent="price"
      title={t.priceFormTitle}
      titleId="price-form-title"
      result={result}
      nameLabel={t.fullName}
      company
      className="space-y-5"
    >
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">{t.deliveryMethod}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className={choice}>
              <input
                type="radio"
                name="deliveryMethod"
                value={method}
                defaultChecked={method === (typedValue(result, 'deliveryMethod') ?? 'pickup')}
                className="accent-primary-700"
              />
              {t.deliveryMethods[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={`${t.address} (${t.optional})`} name="address" autoComplete="address-line1" maxLength={500} />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">{t.materials}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MATERIALS.map((material) => (
            <label key={material} className={choice}>
              <input
                type="checkbox"
                name="materials"
                value={material}
                defaultChecked={(typedList(result, 'materials') ?? ['price-list']).includes(material)}
                className="accent-primary-700"
              />
              {t.materialNames[material]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label={`${t.comment} (${t.optional})`} name="comment" rows={3} maxLength={2000} />
    </RequestForm>
  );
}
