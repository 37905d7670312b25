/**
 * What visitors and customers send us: a price-list and samples request, a feedback message and a
 * completed order brief. Every request is kept and handled by a manager (new → in progress → done).
 */
import { z } from 'zod';
import { DELIVERY_METHODS, MATERIALS, REQUEST_KINDS, REQUEST_STATUSES } from './requests.constants.ts';
import { StoredFileSchema } from '../files/files.schema.ts';
import { LANGS } from '../i18n.ts';
import { pageQueryFields } from '../pagination.schema.ts';
import { line, text } from '../text.ts';

/** Spec §5: an optional +7, 7 or 8, then 10 digits; spaces, brackets and dashes are ignored. Normalised to +7XXXXXXXXXX. */
export const ContactPhoneSchema = line()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^(\+7|7|8)?\d{10}$/, { error: 'PHONE_INVALID' }))
  .transform((value) => `+7${value.slice(-10)}`);

/** An empty form field means "not given"; `multiline` for a comment, one line otherwise. */
const optionalText = (max: number, multiline = false) =>
  (multiline ? text() : line())
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));
const optionalEmail = z
  .union([z.literal(''), z.email({ error: 'EMAIL_INVALID' }).max(200)])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));
const optionalPhone = z
  .union([z.literal(''), ContactPhoneSchema])
  .optional()
  .transform((value) => (value ? value : null));
const PersonNameSchema = line().trim().min(2, { error: 'NAME_REQUIRED' }).max(200);
/** The honeypot: a field people never see; anything in it marks a bot. */
const Honeypot = { website: text().max(2000).optional() };

export const PriceRequestInputSchema = z.object({
  name: PersonNameSchema,
  phone: ContactPhoneSchema,
  email: optionalEmail,
  company: optionalText(200),
  deliveryMethod: z.enum(DELIVERY_METHODS).default('pickup'),
  address: optionalText(500),
  materials: z
    .array(z.enum(MATERIALS))
    .min(1, { error: 'MATERIALS_REQUIRED' })
    .transform((list) => [...new Set(list)]),
  comment: optionalText(2000, true),
  ...Honeypot,
});
export type PriceRequestInput = z.infer<typeof PriceRequestInputSchema>;

export const FeedbackInputSchema = z
  .object({
    name: PersonNameSchema,
    phone: optionalPhone,
    email: optionalEmail,
    message: text().trim().min(5, { error: 'MESSAGE_REQUIRED' }).max(5000),
    ...Honeypot,
  })
  .refine((value) => value.phone !== null || value.email !== null, { error: 'CONTACT_REQUIRED', path: ['phone'] });
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

/** The text fields of the brief form (the file travels beside them in multipart/form-data). */
export const BriefFieldsSchema = z.object({
  name: PersonNameSchema,
  phone: ContactPhoneSchema,
  email: optionalEmail,
  company: optionalText(200),
  comment: optionalText(2000, true),
  ...Honeypot,
});
export type BriefFields = z.infer<typeof BriefFieldsSchema>;

export const RequestReceivedSchema = z.object({
  status: z.literal('received'),
  /** True when the price list was e-mailed to the address given. */
  priceListSent: z.boolean(),
});

/** The same phone or e-mail may send at most this many requests in the window. */
export const REQUEST_FLOOD_LIMIT = 3;
export const REQUEST_FLOOD_WINDOW_MINUTES = 60;

export const VisitorRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  deliveryMethod: z.enum(DELIVERY_METHODS).nullable(),
  address: z.string().nullable(),
  materials: z.array(z.enum(MATERIALS)),
  message: z.string().nullable(),
  file: StoredFileSchema.nullable(),
  lang: z.enum(LANGS),
  userId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type VisitorRequest = z.infer<typeof VisitorRequestSchema>;

export const RequestListQuerySchema = z.object({
  ...pageQueryFields(20),
  status: z.enum(REQUEST_STATUSES).optional(),
  kind: z.enum(REQUEST_KINDS).optional(),
});
export const RequestStatusInputSchema = z.object({ status: z.enum(REQUEST_STATUSES) });
export const RequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
