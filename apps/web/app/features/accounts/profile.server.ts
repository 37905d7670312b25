/** The cabinet's own writes: the profile and the password (spec §5 «Личный кабинет»). */
import { ChangePasswordBodySchema, errorMessage, ProfileBodySchema, type User } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { accountsText } from './accounts.i18n';
import { apiMessage, issueMessage } from './form-result.server';
import { requireSessionUser } from './session.server';

/** What the cabinet's forms show after a write: an error, or the notice that it was saved. */
export interface CabinetResult {
  error: string | null;
  saved: string | null;
}

/** Saves name, e-mail, company and address through `PUT /api/user/{id}`; the phone cannot change. */
export async function saveProfile(context: AppLoadContext, request: Request): Promise<CabinetResult> {
  const lang = langFromPath(new URL(request.url).pathname);
  const user = await requireSessionUser(context, request);
  const form = await request.formData();
  const parsed = ProfileBodySchema.safeParse({
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    company: form.get('company') ?? '',
    address: form.get('address') ?? '',
  });
  if (!parsed.success) return { error: issueMessage(parsed.error, lang), saved: null };
  try {
    await apiRequest<User>(context, request, `/api/user/${user.id}`, { method: 'PUT', body: parsed.data });
    return { error: null, saved: accountsText(lang).profileSaved };
  } catch (error) {
    return { error: apiMessage(error, lang), saved: null };
  }
}

/** Changes the password through `PUT /api/auth/password/{id}`; the API ends the user's other sessions. */
export async function changePassword(context: AppLoadContext, request: Request): Promise<CabinetResult> {
  const lang = langFromPath(new URL(request.url).pathname);
  const user = await requireSessionUser(context, request);
  const form = await request.formData();
  const parsed = ChangePasswordBodySchema.safeParse({
    currentPassword: form.get('currentPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
  });
  if (!parsed.success) return { error: issueMessage(parsed.error, lang), saved: null };
  if (parsed.data.newPassword !== form.get('passwordConfirmation')) {
    return { error: errorMessage('PASSWORD_MISMATCH', lang), saved: null };
  }
  try {
    await apiRequest(context, request, `/api/auth/password/${user.id}`, { method: 'PUT', body: parsed.data });
    return { error: null, saved: accountsText(lang).passwordSaved };
  } catch (error) {
    return { error: apiMessage(error, lang), saved: null };
  }
}
