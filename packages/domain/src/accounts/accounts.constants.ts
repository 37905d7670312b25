/** Roles, verification purposes and the limits of spec §9: shared by the API's schemas, the db and the browser (no zod here). */

/** Roles of spec §6; new registrations are always USER. */
export const ROLES = ['USER', 'ADMIN'] as const;

/** What a phone code is sent for. */
export const VERIFICATION_PURPOSES = ['register', 'reset'] as const;

/** Spec §9 constants. */
export const ACCOUNT_LIMITS = {
  codeLength: 6,
  resendSeconds: 60,
  smsPerPhonePerDay: 5,
  checkAttempts: 5,
  codeTtlSeconds: 300,
  verificationTokenTtlSeconds: 900,
  passwordMin: 6,
  passwordMax: 256,
} as const;
