import { formatPhone } from '@polotno/domain/client';
import type { User } from '@polotno/domain';
import { Field } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { useAccountsText } from './accounts.i18n';

export interface ProfileFormProps {
  user: User;
  /** The page action's answer when it was this form's. */
  result: FormResult | undefined;
}

/** The cabinet's personal data: name, e-mail, company and address (the phone cannot change). */
export function ProfileForm({ user, result }: ProfileFormProps) {
  const t = useAccountsText();
  return (
    <ValidatedForm method="post" intent="profile" result={result} className="max-w-xl space-y-4">
      <FormMessage error={result?.error} notice={result?.notice} />
      <Field label={t.phone} value={formatPhone(user.phone)} readOnly hint={t.phoneReadOnly} />
      <Field label={t.name} name="name" defaultValue={user.name} autoComplete="name" required maxLength={200} />
      <Field
        label={t.email}
        name="email"
        type="email"
        defaultValue={user.email ?? ''}
        autoComplete="email"
        maxLength={254}
      />
      <Field
        label={t.company}
        name="company"
        defaultValue={user.company ?? ''}
        autoComplete="organization"
        maxLength={300}
      />
      <Field
        label={t.address}
        name="address"
        defaultValue={user.address ?? ''}
        autoComplete="address-line1"
        maxLength={500}
      />
      <SubmitButton intent="profile" labels={t.save} className="button-primary" />
    </ValidatedForm>
  );
}
