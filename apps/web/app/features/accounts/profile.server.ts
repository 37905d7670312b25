/** The cabinet's own writes: the profile and the password (spec §5 «Личный кабинет»). */
import { ChangePasswordBodySchema, errorMessage, ProfileBodySchema, type Lang, type User } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import type { FormResult } from '../../components/form/form-result';
import {
  apiFailure,
  formDone,
  formFailed,
  invalidForm,
  type FormFields,
} from '../../components/form/form-result.server';
import { apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { accountsText } from './accounts.i18n';
import { requireSessionUser } from './session.server';

/** The form's text fields as sent (absent ones empty). */
function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

function profileFields(lang: Lang): FormFields {
  const t = accountsText(lang);
  return { labels: { name: t.name, email: t.email, company: t.company, address: t.address } };
}

/** Saves name, e-mail, company and address through `PUT /api/user/{id}`; the phone cannot change. */
export async function saveProfile(context: AppLoadContext, request: Request): Promise<FormResult> {
  const lang = pageLang(request);
  const user = await requireSessionUser(context, request);
  const values = textFields(await request.formData(), ['name', 'email', 'company', 'address']);
  const parsed = ProfileBodySchema.safeParse(values);
  if (!parsed.success) return invalidForm(parsed.error, lang, profileFields(lang), values);
  try {
    await apiRequest<User>(context, request, `/api/user/${user.id}`, { method: 'PUT', body: parsed.data });
    return formDone(accountsText(lang).profileSaved);
  } catch (error) {
    return apiFailure(error, lang, profileFields(lang), values, { EMAIL_ALREADY_REGISTERED: 'email' });
  }
}

/** Changes the password through `PUT /api/auth/password/{id}`; the API ends the user's other sessions. */
export async function changePassword(context: AppLoadContext, request: Request): Promise<FormResult> {
  const lang = pageLang(request);
  const user = await requireSessionUser(context, request);
  const form = await request.formData();
  const t = accountsText(lang);
  const fields: FormFields = {
    labels: { currentPassword: t.currentPassword, newPassword: t.newPassword, passwordConfirmation: t.confirmation },
  };
  // Passwords are never sent back into the form.
  const parsed = ChangePasswordBodySchema.safeParse(textFields(form, ['currentPassword', 'newPassword']));
  if (!parsed.success) return { ...invalidForm(parsed.error, lang, fields, {}), values: null };
  if (parsed.data.newPassword !== form.get('passwordConfirmation')) {
    const mismatch = errorMessage('PASSWORD_MISMATCH', lang);
    return formFailed(errorMessage('VALIDATION_FAILED', lang), { fieldErrors: { passwordConfirmation: mismatch } });
  }
  try {
    await apiRequest(context, request, `/api/auth/password/${user.id}`, { method: 'PUT', body: parsed.data });
    return formDone(t.passwordSaved);
  } catch (error) {
    return { ...apiFailure(error, lang, fields, {}, { CURRENT_PASSWORD_INVALID: 'currentPassword' }), values: null };
  }
}
