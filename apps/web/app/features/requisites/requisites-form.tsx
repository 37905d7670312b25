/** The requisites form: the customer type, then the fields that type needs, each with its own error. */
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '@polotno/domain/client';
import type { CustomerType, RequisitesRecord } from '@polotno/domain';
import { useState } from 'react';
import { Field } from '../../components/form/field';
import { typedValue } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { useLang } from '../../lib/locale';
import { BANK_FIELDS, EDO_FIELDS, FIELD_RULES, REQUISITES_FIELDS, type RequisitesField } from './requisites-fields';
import { useRequisitesText } from './requisites.i18n';
import type { RequisitesResult } from './requisites.server';

export function RequisitesForm({
  saved,
  result,
}: {
  saved: RequisitesRecord | null;
  result: RequisitesResult | undefined;
}) {
  const t = useRequisitesText();
  const lang = useLang();
  const mine = result?.form === 'requisites' ? result : undefined;
  const sentType = typedValue(mine, 'type') as CustomerType | undefined;
  // The chosen type decides which fields are required (the others are hidden by app.css and not sent).
  const [type, setType] = useState<CustomerType>(sentType ?? saved?.type ?? 'llc');
  const names = (types: readonly CustomerType[]) => types.map((item) => CUSTOMER_TYPE_LABELS[item][lang]).join(', ');

  const fieldBlock = (field: RequisitesField) => {
    const rule = FIELD_RULES[field];
    return (
      <div key={field} data-for={[...rule.required, ...rule.optional].join(' ')}>
        <Field
          label={t.fields[field]}
          name={field}
          // A refused form shows what was sent (the kit reads it from the result); else the saved value.
          defaultValue={mine?.values ? '' : (saved?.[field] ?? '')}
          maxLength={rule.maxLength}
          inputMode={rule.numeric ? 'numeric' : undefined}
          autoComplete={field === 'companyName' ? 'organization' : field === 'name' ? 'name' : 'off'}
          rules={{ required: rule.required.includes(type) }}
          hint={[
            t.hints[field],
            rule.required.length > 0 && t.neededFor(names(rule.required)),
            rule.optional.length > 0 && t.optionalFor(names(rule.optional)),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </div>
    );
  };

  return (
    <ValidatedForm method="post" intent="save" result={mine} className="requisites-form max-w-3xl space-y-6">
      <p className="text-gray-600 dark:text-gray-300">{t.intro}</p>
      <FormMessage error={mine?.error} notice={mine?.notice} />
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-gray-900 dark:text-white">{t.customerType}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CUSTOMER_TYPES.map((item) => (
            <label
              key={item}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-gray-800 dark:has-checked:bg-primary-950"
            >
              <input
                type="radio"
                name="type"
                value={item}
                defaultChecked={item === type}
                onChange={() => setType(item)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-gray-900 dark:text-white">
                  {CUSTOMER_TYPE_LABELS[item][lang]}
                </span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">{t.typeHints[item]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {REQUISITES_FIELDS.filter((field) => !BANK_FIELDS.includes(field) && !EDO_FIELDS.includes(field)).map(
          fieldBlock,
        )}
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-medium text-gray-900 dark:text-white">{t.bankTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">{BANK_FIELDS.map(fieldBlock)}</div>
      </fieldset>
      {/* The order history links here (`#edo`) when an electronic УПД waits for the buyer's id. */}
      <fieldset id="edo" className="space-y-2" data-for={FIELD_RULES.edoId.optional.join(' ')}>
        <legend className="mb-2 font-medium text-gray-900 dark:text-white">{t.edoTitle}</legend>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t.edoIntro}</p>
        <div className="grid gap-4 sm:grid-cols-2">{EDO_FIELDS.map(fieldBlock)}</div>
      </fieldset>
      <SubmitButton intent="save" labels={t.save} className="button-primary" />
    </ValidatedForm>
  );
}
