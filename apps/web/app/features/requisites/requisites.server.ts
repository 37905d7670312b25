/**
 * The customer's requisites and documents: reading both, saving requisites checked with the domain's
 * schema (each error shown at its field), and uploading or deleting a document.
 */
import {
  CUSTOMER_TYPES,
  errorMessage,
  ERRORS,
  RequisitesSchema,
  UserFileParamsSchema,
  type CustomerType,
  type ErrorCode,
  type Lang,
  type RequisitesRecord,
  type StoredFileInfo,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage } from '../accounts/form-result.server';
import { requireSessionUser } from '../accounts/session.server';
import { fieldsOf, REQUISITES_FIELDS, type RequisitesField } from './requisites-fields';
import { requisitesText } from './requisites.i18n';

// A document is at most 10 MB (the API's limit); a bigger body is refused before it is read into memory.
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const BODY_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

export type RequisitesValues = { type: CustomerType } & Partial<Record<RequisitesField, string>>;

export interface RequisitesResult {
  form: 'requisites' | 'documents';
  error: string | null;
  notice: string | null;
  /** Field → message in the page's language. */
  fieldErrors: Partial<Record<RequisitesField, string>>;
  /** What was sent, shown again when it was refused. */
  values: RequisitesValues | null;
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
  return { form, error: null, notice: null, fieldErrors: {}, values: null, ...change };
}

export async function requisitesAction(context: AppLoadContext, request: Request): Promise<RequisitesResult> {
  const user = await requireSessionUser(context, request);
  const lang: Lang = langFromPath(new URL(request.url).pathname);
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
    const fieldErrors: RequisitesResult['fieldErrors'] = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (!REQUISITES_FIELDS.includes(field as RequisitesField)) continue;
      const code = issue.message in ERRORS ? (issue.message as ErrorCode) : 'VALIDATION_FAILED';
      fieldErrors[field as RequisitesField] ??= errorMessage(code, lang);
    }
    return result('requisites', { error: requisitesText(lang).notSaved, fieldErrors, values });
  }
  try {
    await apiRequest(context, request, `/api/user/${userId}/requisites`, { method: 'PUT', body: values });
    return result('requisites', { notice: requisitesText(lang).saved });
  } catch (error) {
    return result('requisites', { error: apiMessage(error, lang), values });
  }
}
