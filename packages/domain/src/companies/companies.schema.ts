/**
 * Company accounts in the API (decision 020): my companies and the one I act for, the acting company with its
 * members and invitations, the invitation's public page and its acceptance, and the back office's companies.
 * Money leaves and enters in roubles (kopecks inside), as everywhere.
 */
import { z } from 'zod';
import { PhoneSchema } from '../accounts/accounts.schema.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { pageQueryFields, paginated } from '../pagination.schema.ts';
import { CUSTOMER_TYPES } from '../requisites/customer-types.ts';
import { line } from '../text.ts';
import { COMPANY_ROLES } from './companies.roles.ts';

export const CompanyRoleSchema = z.enum(COMPANY_ROLES);

/** A buyer's limit in roubles (more than zero, kopecks exact) becoming kopecks; null: no limit. */
const LimitSchema = z
  .number({ error: 'COMPANY_LIMIT_INVALID' })
  .positive({ error: 'COMPANY_LIMIT_INVALID' })
  .max(1_000_000_000, { error: 'COMPANY_LIMIT_INVALID' })
  .refine((roubles) => Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6, { error: 'COMPANY_LIMIT_INVALID' })
  .transform((roubles) => Math.round(roubles * 100))
  .nullable();

/** Roubles; null: no limit. */
const LimitAnswer = z.number().nullable();

/** One of my companies. */
export const CompanySummarySchema = z.object({
  id: z.uuid(),
  /** The company's name as an invoice names it (`buyerTitle`). */
  title: z.string(),
  inn: z.string(),
  /** '' when the company has none. */
  kpp: z.string(),
  role: CompanyRoleSchema,
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** `GET /api/companies`: the companies I belong to, and the one this session acts for. */
export const MyCompaniesSchema = z.object({ items: z.array(CompanySummarySchema), acting: z.uuid().nullable() });
export type MyCompanies = z.infer<typeof MyCompaniesSchema>;

/** `PUT /api/companies/acting`: a company of mine, or null to act for myself. */
export const ActingCompanyBodySchema = z.object({ companyId: z.uuid({ error: 'COMPANY_NOT_MEMBER' }).nullable() });

export const CompanyMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  role: CompanyRoleSchema,
  orderLimit: LimitAnswer,
  monthLimit: LimitAnswer,
  joinedAt: z.iso.datetime(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  role: CompanyRoleSchema,
  orderLimit: LimitAnswer,
  monthLimit: LimitAnswer,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

/** `GET /api/company`: the acting company; its open invitations only for an owner (empty for the others). */
export const CompanySchema = CompanySummarySchema.extend({
  members: z.array(CompanyMemberSchema),
  invitations: z.array(CompanyInvitationSchema),
});
export type Company = z.infer<typeof CompanySchema>;

export const InvitationCreateBodySchema = z.object({
  phone: PhoneSchema,
  role: CompanyRoleSchema,
  orderLimit: LimitSchema.optional(),
  monthLimit: LimitSchema.optional(),
});
export type InvitationCreate = z.output<typeof InvitationCreateBodySchema>;

export const InvitationIdParamsSchema = z.object({ id: z.uuid({ error: 'INVITATION_NOT_FOUND' }) });
export const MemberParamsSchema = z.object({ userId: z.uuid({ error: 'COMPANY_MEMBER_NOT_FOUND' }) });

/** What an owner changes of a member: any of role and limits (null lifts a limit). */
export const MemberPatchBodySchema = z.object({
  role: CompanyRoleSchema.optional(),
  orderLimit: LimitSchema.optional(),
  monthLimit: LimitSchema.optional(),
});
export type MemberPatch = z.output<typeof MemberPatchBodySchema>;

/** The link's token: 32 random bytes, base64url. */
export const InvitationTokenParamsSchema = z.object({
  token: line({ error: 'INVITATION_NOT_FOUND' }).regex(/^[\w-]{43}$/, { error: 'INVITATION_NOT_FOUND' }),
});

export const INVITATION_STATES = ['open', 'expired', 'revoked', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** `GET /api/invitations/:token`, for anyone with the link: who invites to what, the phone masked. */
export const InvitationLookupSchema = z.object({
  company: z.string(),
  role: CompanyRoleSchema,
  /** `+7 *** ***-12-34`. */
  phone: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type InvitationLookup = z.infer<typeof InvitationLookupSchema>;

export const InvitationAcceptedSchema = z.object({ companyId: z.uuid() });

/** A person's companies in the admin's users list. */
export const UserCompanySchema = z.object({ id: z.uuid(), title: z.string(), role: CompanyRoleSchema });
export type UserCompany = z.infer<typeof UserCompanySchema>;

// Back office.

/** Companies per page of the admin's list unless the query says otherwise. */
export const ADMIN_COMPANIES_PAGE_SIZE = 20;

export const AdminCompanyQuerySchema = z.object({
  /** A fragment of the title or of the ИНН. */
  search: line().trim().max(100).optional(),
  ...pageQueryFields(ADMIN_COMPANIES_PAGE_SIZE),
});
export type AdminCompanyQuery = z.output<typeof AdminCompanyQuerySchema>;

export const AdminCompanyListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  inn: z.string(),
  kpp: z.string(),
  /** How many people belong to it. */
  members: z.number().int(),
  /** How many orders were placed for it. */
  orders: z.number().int(),
  /** Roubles owed: invoiced orders' totals less their payments on record. */
  due: z.number(),
});
export const AdminCompanyPageSchema = paginated(AdminCompanyListItemSchema);
export type AdminCompanyPage = z.infer<typeof AdminCompanyPageSchema>;

export const AdminCompanyParamsSchema = z.object({ id: z.uuid({ error: 'COMPANY_NOT_FOUND' }) });

export const AdminCompanyOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Roubles, once invoiced; null before. */
  total: z.number().nullable(),
  placedBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime(),
});

export const AdminCompanySchema = z.object({
  id: z.uuid(),
  type: z.enum(CUSTOMER_TYPES),
  title: z.string(),
  inn: z.string(),
  kpp: z.string(),
  members: z.array(CompanyMemberSchema),
  /** Every invitation with its state, newest first. */
  invitations: z.array(CompanyInvitationSchema.extend({ state: z.enum(INVITATION_STATES) })),
  /** Newest first. */
  orders: z.array(AdminCompanyOrderSchema),
  /** Roubles owed: invoiced orders' totals less their payments on record. */
  due: z.number(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

/** The back office adds an existing account by its phone. */
export const AdminMemberBodySchema = z.object({ phone: PhoneSchema, role: CompanyRoleSchema });
/** The member who becomes the owner; the other owners become buyers. */
export const AdminOwnerBodySchema = z.object({ userId: z.uuid({ error: 'COMPANY_MEMBER_NOT_FOUND' }) });
