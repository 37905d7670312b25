/**
 * The visitor forms' actions: each checks the form with the domain schema the API uses (so the visitor
 * gets the same message in the page's language without a round trip), then posts the fields as typed —
 * the API normalises them itself.
 */
import {
  BriefFieldsSchema,
  errorMessage,
  FeedbackInputSchema,
  PriceRequestInputSchema,
  type Lang,
  type RequestReceivedSchema,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { FormResult, FormValues } from '../../components/form/form-result';
import {
  apiFailure,
  formDone,
  formFailed,
  invalidForm,
  type FormFields,
} from '../../components/form/form-result.server';
import { apiRequest } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { requestsText } from './requests.i18n';

type Received = z.infer<typeof RequestReceivedSchema>;

// The brief is at most 10 MB; the rest of the form is a few kilobytes. A bigger body is refused before
// the page server reads it into memory.
const BRIEF_MAX_BYTES = 10 * 1024 * 1024;
const BRIEF_BODY_MAX_BYTES = BRIEF_MAX_BYTES + 64 * 1024;

/** The form's text fields by name; absent fields read as empty strings (as browsers send empty inputs). */
function textFields<const K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

// The honeypot is never echoed back: a bot should learn nothing from the answer.
const shown = ({ website: _honeypot, ...values }: FormValues): FormValues => values;

/** The request forms' fields by their labels in `lang` (the feedback form asks for a name, the others a full name). */
function requestFields(lang: Lang, nameLabel: 'name' | 'fullName'): FormFields {
  const t = requestsText(lang);
  return {
    labels: {
      name: t[nameLabel],
      phone: t.phone,
      email: t.email,
      company: t.company,
      address: t.address,
      message: t.message,
      comment: t.comment,
      file: t.briefFile,
    },
  };
}

/** `POST /api/requests/feedback`: name, phone or e-mail, message, and the honeypot `website`. */
export async function sendFeedback(context: AppLoadContext, request: Request): Promise<FormResult> {
  const lang = pageLang(request);
  const fields = textFields(await request.formData(), ['name', 'phone', 'email', 'message', 'website']);
  const parsed = FeedbackInputSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(parsed.error, lang, requestFields(lang, 'name'), shown(fields));
  try {
    await apiRequest<Received>(context, request, '/api/requests/feedback', { method: 'POST', body: fields });
    return formDone(requestsText(lang).feedbackSent);
  } catch (error) {
    return apiFailure(error, lang, requestFields(lang, 'name'), shown(fields));
  }
}

/** `POST /api/requests/price`: the price-list and samples request of spec §2. */
export async function sendPriceRequest(context: AppLoadContext, request: Request): Promise<FormResult> {
  const lang = pageLang(request);
  const form = await request.formData();
  const body = {
    ...textFields(form, ['name', 'phone', 'email', 'company', 'deliveryMethod', 'address', 'comment', 'website']),
    materials: form.getAll('materials').filter((value) => typeof value === 'string'),
  };
  const parsed = PriceRequestInputSchema.safeParse(body);
  if (!parsed.success) return invalidForm(parsed.error, lang, requestFields(lang, 'fullName'), shown(body));
  try {
    const answer = await apiRequest<Received>(context, request, '/api/requests/price', { method: 'POST', body });
    const t = requestsText(lang);
    return formDone(answer.priceListSent ? t.priceListMailed : t.requestSent);
  } catch (error) {
    return apiFailure(error, lang, requestFields(lang, 'fullName'), shown(body));
  }
}

/** `POST /api/requests/brief` as multipart: the contact fields and the completed brief file. */
export async function sendBrief(context: AppLoadContext, request: Request): Promise<FormResult> {
  const lang = pageLang(request);
  if (Number(request.headers.get('content-length') ?? 0) > BRIEF_BODY_MAX_BYTES) {
    return formFailed(errorMessage('FILE_TOO_LARGE', lang, { max: BRIEF_MAX_BYTES / 1024 / 1024 }));
  }
  const form = await request.formData();
  const fields = textFields(form, ['name', 'phone', 'email', 'company', 'comment', 'website']);
  const parsed = BriefFieldsSchema.safeParse(fields);
  if (!parsed.success) return invalidForm(parsed.error, lang, requestFields(lang, 'fullName'), shown(fields));
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const missing = errorMessage('FILE_REQUIRED', lang);
    return formFailed(errorMessage('VALIDATION_FAILED', lang), {
      fieldErrors: { file: missing },
      values: shown(fields),
    });
  }

  // The file goes last, so the API has every text field by the time it meets the file's bytes.
  const upload = new FormData();
  for (const [name, value] of Object.entries(fields)) upload.append(name, value);
  upload.append('file', file, file.name);
  try {
    await apiRequest<Received>(context, request, '/api/requests/brief', { method: 'POST', form: upload });
    return formDone(requestsText(lang).briefSent);
  } catch (error) {
    return apiFailure(error, lang, requestFields(lang, 'fullName'), shown(fields));
  }
}
