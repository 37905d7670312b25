/**
 * What the visitor forms (feedback, price list, brief) share beyond the form kit: their contact fields,
 * the honeypot, and emptying a form once its request arrived.
 */
import { useEffect, useRef } from 'react';
import { Field } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { PhoneField } from '../../components/form/phone-field';
import { useRequestsText } from './requests.i18n';

/**
 * Name, phone and e-mail (and the company, with `company`) as the request forms ask for them; the phone
 * is required unless `phoneOptional` (the feedback form takes a phone or an e-mail).
 */
export function ContactFields({
  nameLabel,
  phoneOptional = false,
  company = false,
}: {
  nameLabel: string;
  phoneOptional?: boolean;
  company?: boolean;
}) {
  const t = useRequestsText();
  return (
    <>
      <Field label={nameLabel} name="name" autoComplete="name" required minLength={2} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          label={phoneOptional ? `${t.phone} (${t.optional})` : t.phone}
          placeholder={t.phonePlaceholder}
          required={!phoneOptional}
        />
        <Field label={`${t.email} (${t.optional})`} name="email" type="email" autoComplete="email" maxLength={200} />
      </div>
      {company && (
        <Field label={`${t.company} (${t.optional})`} name="company" autoComplete="organization" maxLength={200} />
      )}
    </>
  );
}

/**
 * The honeypot the API expects (`website`): off-screen and out of the tab order, so people leave it empty
 * and form-filling bots do not. The API accepts a filled one silently and stores nothing.
 */
export function HoneypotField() {
  const t = useRequestsText();
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t.honeypot}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A ref for a form that empties itself once its request was received (the notice stays). */
export function useResetOnSuccess(result: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return form;
}
