/** The requisites form: the customer type, then the fields that type needs, each with its own error. */
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '@polotno/domain/client';
import type { CustomerType, RequisitesRecord } from '@polotno/domain';
import { Form } from 'react-router';
import { useLang } from '../../lib/use-lang';
import { FormMessage, SubmitButton } from '../accounts/auth-form';
import { BANK_FIELDS, FIELD_RULES, REQUISITES_FIELDS, type RequisitesField } from './requisites-fields';
import { useRequisitesText } from './requisites.i18n';
import type { RequisitesResult } from './requisites.server';

const input =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 focus:border-primary-600 aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';

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
  const values = mine?.values ?? null;
  const type: CustomerType = values?.type ?? saved?.type ?? 'llc';
  const valueOf = (field: RequisitesField) => values?.[field] ?? (values ? '' : (saved?.[field] ?? ''));
  const names = (types: readonly CustomerType[]) => types.map((item) => CUSTOMER_TYPE_LABELS[item][lang]).join(', ');

  const fieldBlock = (field: RequisitesField) => {
    const rule = FIELD_RULES[field];
    const error = mine?.fieldErrors[field];
    const id = `requisites-${field}`;
    return (
      <div key={field} data-for={[...rule.required, ...rule.optional].join(' ')} className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t.fields[field]}
        </label>
        <input
          id={id}
          name={field}
          defaultValue={valueOf(field)}
          maxLength={rule.maxLength}
          inputMode={rule.numeric ? 'numeric' : undefined}
          autoComplete={field === 'companyName' ? 'organization' : field === 'name' ? 'name' : 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
          className={input}
        />
        <p id={`${id}-note`} className="text-xs text-gray-500 dark:text-gray-400">
          {[
            t.hints[field],
            t.neededFor(names(rule.required)),
            rule.optional.length > 0 && t.optionalFor(names(rule.optional)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" data-testid={`error-${field}`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Form method="post" className="requisites-form max-w-3xl space-y-6" noValidate>
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
              <input type="radio" name="type" value={item} defaultChecked={item === type} className="mt-1" />
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
        {REQUISITES_FIELDS.filter((field) => !BANK_FIELDS.includes(field)).map(fieldBlock)}
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-medium text-gray-900 dark:text-white">{t.bankTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">{BANK_FIELDS.map(fieldBlock)}</div>
      </fieldset>
      <input type="hidden" name="intent" value="save" />
      <SubmitButton intent="save" labels={t.save} className="button-primary" />
    </Form>
  );
}
