/**
 * The one frame of the visitor's request forms (feedback, price list, brief): the heading, the answer's
 * message, the contact fields, the form's own fields, the honeypot and the send button, posted with the
 * form's intent; the form empties itself once its request arrived.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Field } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { PhoneField } from '../../components/form/phone-field';
import { ValidatedForm } from '../../components/form/validated-form';
import { useRequestsText } from './requests.i18n';

/**
 * A request form: `intent` names it for the page's action; `titleId` is its heading's id (the form's label),
 * `intro` a line under the heading; `nameLabel`, `phoneOptional` and `company` shape the contact fields;
 * `children` are the form's own fields after them.
 */
export function RequestForm({
  intent,
  title,
  titleId,
  intro,
  result,
  nameLabel,
  phoneOptional = false,
  company = false,
  encType,
  className = 'space-y-4',
  children,
}: {
  intent: 'feedback' | 'price' | 'brief';
  title: string;
  titleId: string;
  intro?: string;
  result: FormResult | undefined;
  nameLabel: string;
  phoneOptional?: boolean;
  company?: boolean;
  encType?: 'multipart/form-data';
  className?: string;
  children: ReactNode;
}) {
  const t = useRequestsText();
  const form = useResetOnSuccess(result);
  return (
    <ValidatedForm
      ref={form}
      method="post"
      intent={intent}
      result={result}
      encType={encType}
      className={`relative ${className}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {intro && <p className="text-sm text-gray-600 dark:text-gray-300">{intro}</p>}
      <FormMessage error={result?.error} notice={result?.notice} />
      <ContactFields nameLabel={nameLabel} phoneOptional={phoneOptional} company={company} />
      {children}
      <HoneypotField />
      <SubmitButton intent={intent} labels={t.send} className="button-primary" />
    </ValidatedForm>
  );
}

/**
 * Name, phone and e-mail (and the company, with `company`) as the request forms ask for them; the phone
 * is required unless `phoneOptional` (the feedback form takes a phone or an e-mail).
 */
function ContactFields({
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
function HoneypotField() {
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
function useResetOnSuccess(result: FormResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return form;
}
