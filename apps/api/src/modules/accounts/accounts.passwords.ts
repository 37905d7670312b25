/**
 * Password storage (argon2id with explicit OWASP parameters) and the new-password rules beyond the
 * schema: the 1,000 most common passwords (SecLists "10 million password list", top 1,000) are refused.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AppError } from '@polotno/domain';
import argon2 from 'argon2';

/** OWASP Password Storage: m = 19 MiB, t = 2, p = 1 (ASVS v5 appendix C minimum). */
const PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMS);
}

/** True when `password` matches the stored hash; a malformed hash counts as no match. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Computed once: verifying against it costs what a real verify costs, so an unknown login is not faster.
let dummyHash: Promise<string> | null = null;

/** Spends a real argon2 verify for a login whose account does not exist. */
export async function dummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** Throws PASSWORD_TOO_COMMON for a password on the common list (case-insensitive). */
export function assertNewPasswordAllowed(password: string): void {
  if (COMMON.has(password.trim().toLowerCase())) throw new AppError('PASSWORD_TOO_COMMON');
}

/** How many passwords the common list holds (for tests and docs). */
export const commonPasswordCount = (): number => COMMON.size;
