/**
 * The state of the popups between requests, in two short-lived httpOnly cookies (never in browser
 * storage, so no script can read a verification token):
 * - `flow`: which multi-step popup is under way, its step, phone, SMS counters and, after the code
 *   check, the verification token that registration or reset needs;
 * - `flash`: what the next page shows once — an error, a notice, a prefilled login, a toast.
 * Every action answers with a redirect, so a form works the same with and without JavaScript.
 */
import { z } from 'zod';
import { secureAttribute } from '../../lib/cookie.server';

const FLOW_COOKIE = 'polotno_auth_flow';
const FLASH_COOKIE = 'polotno_auth_flash';
// A verification token lives 15 minutes on the API; the flow does not outlive it.
const FLOW_MAX_AGE = 900;
const FLASH_MAX_AGE = 60;

const FlowSchema = z.object({
  kind: z.enum(['register', 'reset']),
  step: z.enum(['code', 'password']),
  phone: z.string().regex(/^7\d{10}$/),
  remainingSms: z.number().int().min(0).max(100),
  /** Epoch milliseconds when the code may be sent again. */
  resendAt: z.number(),
  token: z.string().max(2000).optional(),
});
export type AuthFlow = z.infer<typeof FlowSchema>;
/** What the page may know of the flow: everything but the token. */
export type PublicAuthFlow = Omit<AuthFlow, 'token'>;

const FlashSchema = z.object({
  popup: z.enum(['login', 'register', 'reset']).optional(),
  error: z.string().max(500).optional(),
  /** The form's fields' own errors, by field name (the form kit shows each at its field). */
  fieldErrors: z.record(z.string().max(60), z.string().max(500)).optional(),
  notice: z.string().max(500).optional(),
  /** Prefills the login popup's phone-or-e-mail field. */
  login: z.string().max(254).optional(),
  /** Prefills the registration's name after a failed attempt. */
  name: z.string().max(200).optional(),
  toast: z.object({ message: z.string().max(500), kind: z.enum(['info', 'success', 'error']) }).optional(),
  /** Distinguishes two identical flashes, so each one shows its toast. */
  id: z.string().max(40),
});
export type Flash = z.infer<typeof FlashSchema>;

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function decode<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function cookie(request: Request, name: string, value: string, maxAge: number): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secureAttribute(request)}`;
}

/** The flow under way, or null. */
export function readFlow(request: Request): AuthFlow | null {
  return decode(FlowSchema, readCookie(request, FLOW_COOKIE));
}

/** `Set-Cookie` storing `flow`, or ending it when null. */
export function flowCookie(request: Request, flow: AuthFlow | null): string {
  if (!flow) return cookie(request, FLOW_COOKIE, '', 0);
  return cookie(request, FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), FLOW_MAX_AGE);
}

/** The flash waiting for this page, or null. */
export function readFlash(request: Request): Flash | null {
  return decode(FlashSchema, readCookie(request, FLASH_COOKIE));
}

/** `Set-Cookie` storing a flash for the next page. */
export function flashCookie(request: Request, flash: Omit<Flash, 'id'>): string {
  const value = { ...flash, id: crypto.randomUUID() };
  return cookie(request, FLASH_COOKIE, Buffer.from(JSON.stringify(value)).toString('base64url'), FLASH_MAX_AGE);
}

/** `Set-Cookie` removing a flash once shown. */
export function clearFlashCookie(request: Request): string {
  return cookie(request, FLASH_COOKIE, '', 0);
}

/** The flow without its token, for the page. */
export function publicFlow(flow: AuthFlow | null): PublicAuthFlow | null {
  if (!flow) return null;
  const { token: _token, ...rest } = flow;
  return rest;
}
