/**
 * The customer's requisites and documents: reading both, saving requisites checked with the domain's
 * schema (each error shown at its field), and uploading or deleting a document.
 */
import {
  CUSTOMER_TYPES,
  errorMessage,
  RequisitesSchema,
  UserFileParamsSchema,
  type CustomerType,
  type Lang,
  type RequisitesRecord,
  type StoredFileInfo,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import type { FormResult } from '../../components/form/form-result';
import { apiFailure, apiMessage, fieldErrors, type FormFields } from '../../components/form/form-result.server';
import { apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { requireSessionUser } from '../accounts/session.server';
import { fieldsOf, type RequisitesField } from './requisites-fields';
import { requisitesText } from './requisites.i18n';

// A document is at most 10 MB (the API's limit); a bigger body is refused before it is read into memory.
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const BODY_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

export type RequisitesValues = { type: CustomerType } & Partial<Record<RequisitesField, string>>;

/** The form kit's answer, and which of the page's two forms it is for. */
export interface RequisitesResult extends FormResult {
  form: 'requisites' | 'documents';
}

export async function loadRequisites(context: AppLoadContext, request: Request) {
  const user = await requireSessionUser(context, request);
  const [requisites, files] = await Promise.all([
    apiRequest<RequisitesRecord | null>(context, request, `/api/user/${user.id}/requisites`),
    apiRequest<StoredFileInfo[]>(context, request, `/api/user/${user.id}/files`),
  ]);
  return { requisites, files, accountName: user.name };
}

function result(form: RequisitesResult['form'], change: Partial<RequisitesResult>): RequisitesResult {
  return { form, ok: !change.error, error: null, notice: null, fieldErrors: {}, values: null, ...change };
}

/** The requisites fields by their labels in `lang`. */
function requisitesFields(lang: Lang): FormFields {
  return { labels: requisitesText(lang).fields };
}

export async function requisitesAction(context: AppLoadContext, request: Request): Promise<RequisitesResult> {
  const user = await requireSessionUser(context, request);
  const lang: Lang = pageLang(request);
  const t = requisitesText(lang);
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES) {
    return result('documents', {
      error: errorMessage('FILE_TOO_LARGE', lang, { max: DOCUMENT_MAX_BYTES / 1024 / 1024 }),
    });
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');

  if (intent === 'save') return saveRequisites(context, request, user.id, form, lang);

  if (intent === 'upload') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0)
      return result('documents', { error: errorMessage('FILE_REQUIRED', lang) });
    const upload = new FormData();
    upload.append('file', file, file.name);
    try {
      const stored = await apiRequest<StoredFileInfo>(context, request, `/api/user/${user.id}/files`, {
        method: 'POST',
        form: upload,
      });
      return result('documents', { notice: t.uploaded(stored.name) });
    } catch (error) {
      return result('documents', { error: apiMessage(error, lang) });
    }
  }

  const target = UserFileParamsSchema.safeParse({ id: user.id, fileId: form.get('fileId') });
  if (intent.startsWith('delete-') && target.success) {
    try {
      await apiRequest(context, request, `/api/user/${user.id}/files/${target.data.fileId}`, { method: 'DELETE' });
      return result('documents', { notice: t.removed });
    } catch (error) {
      return result('documents', { error: apiMessage(error, lang) });
    }
  }
  return result('documents', { error: errorMessage('VALIDATION_FAILED', lang) });
}

async function saveRequisites(
  context: AppLoadContext,
  request: Request,
  userId: string,
  form: FormData,
  lang: Lang,
): Promise<RequisitesResult> {
  const rawType = String(form.get('type') ?? '');
  const type = (CUSTOMER_TYPES as readonly string[]).includes(rawType) ? (rawType as CustomerType) : null;
  if (!type) return result('requisites', { error: errorMessage('REQUISITES_TYPE_INVALID', lang) });
  // Only the chosen type's fields go out: the schema refuses fields another type would need.
  const values: RequisitesValues = { type };
  for (const field of fieldsOf(type)) values[field] = String(form.get(field) ?? '').trim();
  const checked = RequisitesSchema.safeParse(values);
  if (!checked.success) {
    const perField = fieldErrors(checked.error, lang, requisitesFields(lang), values);
    return result('requisites', { error: requisitesText(lang).notSaved, fieldErrors: perField, values });
  }
  try {
    await apiRequest(context, request, `/api/user/${userId}/requisites`, { method: 'PUT', body: values });
    return result('requisites', { notice: requisitesText(lang).saved });
  } catch (error) {
    return { ...apiFailure(error, lang, requisitesFields(lang), values), form: 'requisites' };
  }
}
