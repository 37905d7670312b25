/**
 * Accounts: phone, code and password rules shared by the API and the web, request bodies of the
 * auth, user and verification calls (spec §7), and the user as the API shows it.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, ROLES, VERIFICATION_PURPOSES } from './accounts.constants.ts';
import { normalizePhone } from './phone.ts';
import { COMPANY_ROLES, type CompanyRole } from '../companies/companies.roles.ts';
import { line } from '../text.ts';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Who is calling, as the auth plugin resolves it for every request. */
export interface AuthUser {
  id: string;
  role: Role;
  phone: string;
  /**
   * The company the person acts for in this session, with their role and limits there as stored now; null or
   * absent when they act for themselves (a private person, or a member who chose no company).
   */
  company?: ActingCompany | null;
}

/** A member's standing in the company they act for. */
export interface ActingCompany {
  id: string;
  role: CompanyRole;
  /** Kopecks; null: no limit. */
  orderLimitKopecks: number | null;
  monthLimitKopecks: number | null;
}

/** A phone in any accepted spelling, normalised to `7XXXXXXXXXX`; otherwise PHONE_INVALID. */
export const PhoneSchema = z
  .string({ error: 'PHONE_INVALID' })
  .max(32, { error: 'PHONE_INVALID' })
  .refine((value) => normalizePhone(value) !== null, { error: 'PHONE_INVALID' })
  .transform((value) => normalizePhone(value) as string);

export const CodeSchema = z.string({ error: 'CODE_FORMAT_INVALID' }).regex(/^\d{6}$/, { error: 'CODE_FORMAT_INVALID' });

export const PasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .min(ACCOUNT_LIMITS.passwordMin, { error: 'PASSWORD_TOO_SHORT' })
  .max(ACCOUNT_LIMITS.passwordMax, { error: 'PASSWORD_TOO_LONG' });

export const NameSchema = line({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'NAME_REQUIRED' })
  .max(200, { error: 'VALIDATION_FAILED' });

/** Optional e-mail: empty means none; stored lower-case. */
export const EmailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .max(254, { error: 'EMAIL_INVALID' })
  .refine((value) => value === '' || z.regexes.email.test(value), { error: 'EMAIL_INVALID' })
  .transform((value) => (value ? value.toLowerCase() : null))
  .nullable();

const OptionalText = (max: number) =>
  line()
    .trim()
    .max(max, { error: 'VALIDATION_FAILED' })
    .nullable()
    .transform((value) => (value ? value : null));

export const VerificationPurposeSchema = z.enum(VERIFICATION_PURPOSES);
export type VerificationPurpose = z.infer<typeof VerificationPurposeSchema>;

export const SendCodeBodySchema = z.object({
  phoneNumber: PhoneSchema,
  purpose: VerificationPurposeSchema.default('register'),
});
export const SendCodeResponseSchema = z.object({ message: z.string(), remainingSms: z.number().int() });

export const CheckCodeBodySchema = z.object({
  phoneNumber: PhoneSchema,
  code: CodeSchema,
  purpose: VerificationPurposeSchema.default('register'),
});
export const CheckCodeResponseSchema = z.object({ success: z.literal(true), verificationToken: z.string() });

export const CheckPhoneBodySchema = z.object({ phone: PhoneSchema });

export const VerificationTokenSchema = line({ error: 'VERIFICATION_TOKEN_INVALID' })
  .min(1, { error: 'VERIFICATION_TOKEN_INVALID' })
  .max(2000, { error: 'VERIFICATION_TOKEN_INVALID' });

/** Registration (spec §7); a `role` in the body is dropped: new accounts are USER. */
export const RegisterBodySchema = z
  .object({
    phone: PhoneSchema,
    name: NameSchema,
    email: EmailSchema.optional(),
    password: PasswordSchema,
    passwordConfirmation: z.string({ error: 'PASSWORD_MISMATCH' }).max(ACCOUNT_LIMITS.passwordMax),
    verificationToken: VerificationTokenSchema,
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    error: 'PASSWORD_MISMATCH',
    path: ['passwordConfirmation'],
  });

/** Login (spec §7): `email` holds the phone digits when `loginType` is 'phone'; `role: 'admin'` admits only ADMIN. */
export const LoginBodySchema = z.object({
  email: line({ error: 'LOGIN_REQUIRED' }).trim().min(1, { error: 'LOGIN_REQUIRED' }).max(254, {
    error: 'AUTH_INVALID_CREDENTIALS',
  }),
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, { error: 'PASSWORD_REQUIRED' })
    .max(ACCOUNT_LIMITS.passwordMax, { error: 'AUTH_INVALID_CREDENTIALS' }),
  role: z.enum(['admin', 'user', 'ADMIN', 'USER']).optional(),
  loginType: z.enum(['phone', 'email']).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(1000),
  newPassword: PasswordSchema,
});

export const ResetPasswordBodySchema = z.object({
  phone: PhoneSchema,
  newPassword: PasswordSchema,
  verificationToken: VerificationTokenSchema,
});

/** Profile fields a user may change; phone and role are not among them. */
export const ProfileBodySchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  company: OptionalText(300).optional(),
  address: OptionalText(500).optional(),
});
export type ProfileInput = z.infer<typeof ProfileBodySchema>;

/** `PUT /api/user` carries the user itself, id included (spec §7). */
export const UserBodySchema = ProfileBodySchema.extend({ id: z.uuid({ error: 'VALIDATION_FAILED' }).optional() });

export const UserIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** The user as the API shows it: never the password hash. */
export const UserSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  role: RoleSchema,
  blocked: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({ access_token: z.string(), user: UserSchema });
export const RefreshResponseSchema = z.object({ accessToken: z.string() });
export const SuccessSchema = z.object({ success: z.literal(true) });

export const UserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: line().trim().max(100).optional(),
});
/** A user in the admin's list: with the companies they belong to and their role in each (decision 020). */
export const AdminUserSchema = UserSchema.extend({
  companies: z.array(z.object({ id: z.uuid(), title: z.string(), role: z.enum(COMPANY_ROLES) })),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserListSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const BlockBodySchema = z.object({ blocked: z.boolean() });
export const RoleBodySchema = z.object({ role: RoleSchema });
