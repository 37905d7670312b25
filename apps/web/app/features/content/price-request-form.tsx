import { DELIVERY_METHODS, MATERIALS } from '@polotno/domain/client';
import { Form } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { Field, FormMessage, SubmitButton } from '../accounts/auth-form';
import { useContentText } from './content.i18n';
import type { FormResult } from './content.types';
import { HoneypotField, TextAreaField, typed, typedList, useResetOnSuccess } from './form-fields';

const choice =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm text-gray-800 has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-200 dark:has-checked:bg-primary-950';

/**
 * Spec §2's request form: full name, phone, e-mail, delivery method (pickup by default) and the
 * materials wanted (colour card, fabric samples, price list).
 */
export function PriceRequestForm({ result }: { result?: FormResult }) {
  const t = useContentText();
  const form = useResetOnSuccess(result);
  return (
    <Form ref={form} method="post" className="relative space-y-5" aria-labelledby="price-form-title">
      <input type="hidden" name="intent" value="price" />
      <h2 id="price-form-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.priceFormTitle}
      </h2>
      <FormMessage error={result?.error} notice={result?.notice} />
      <Field
        label={t.fullName}
        name="name"
        defaultValue={typed(result, 'name')}
        autoComplete="name"
        required
        minLength={2}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField label={t.phone} placeholder={t.phonePlaceholder} required defaultValue={typed(result, 'phone')} />
        <Field
          label={`${t.email} (${t.optional})`}
          name="email"
          defaultValue={typed(result, 'email')}
          type="email"
          autoComplete="email"
          maxLength={200}
        />
      </div>
      <Field
        label={`${t.company} (${t.optional})`}
        name="company"
        defaultValue={typed(result, 'company')}
        autoComplete="organization"
        maxLength={200}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">{t.deliveryMethod}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className={choice}>
              <input
                type="radio"
                name="deliveryMethod"
                value={method}
                defaultChecked={method === (typed(result, 'deliveryMethod') ?? 'pickup')}
                className="accent-primary-700"
              />
              {t.deliveryMethods[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={`${t.address} (${t.optional})`}
        name="address"
        defaultValue={typed(result, 'address')}
        autoComplete="street-address"
        maxLength={500}
      />
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
      <TextAreaField
        label={`${t.comment} (${t.optional})`}
        name="comment"
        defaultValue={typed(result, 'comment')}
        rows={3}
        maxLength={2000}
      />
      <HoneypotField />
      <SubmitButton intent="price" labels={t.send} className="button-primary" />
    </Form>
  );
}
