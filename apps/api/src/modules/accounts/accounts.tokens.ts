/**
 * Secrets derived from SESSION_SECRET and the tokens signed with them. Access and verification tokens
 * are HS256 JWTs with their own key, audience and `typ`, so neither can stand in for the other; the
 * algorithm is pinned, so `alg: none` or any other algorithm is refused.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Role, VerificationPurpose } from '@polotno/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

const ISSUER = 'polotno';
const ACCESS = { audience: 'polotno:api', typ: 'at+jwt', ttlSeconds: 15 * 60 } as const;
const VERIFICATION = { audience: 'polotno:verification', typ: 'verification+jwt' } as const;

/** A key of its own for each use, so a leak or misuse of one kind of token reaches no other. */
function derivedKey(config: Config, use: string): Buffer {
  return createHmac('sha256', config.sessionSecret).update(`polotno:${use}`).digest();
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

/** Signs a 15-minute access token for a session. */
export async function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS.typ })
    .setIssuer(ISSUER)
    .setAudience(ACCESS.audience)
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS.ttlSeconds)
    .sign(derivedKey(config, 'access'));
}

/** The session and user an access token names, or null when it is not a valid, current access token. */
export async function verifyAccessToken(
  config: Config,
  token: string,
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(config, 'access'), {
      algorithms: ['HS256'],
      audience: ACCESS.audience,
      issuer: ISSUER,
      typ: ACCESS.typ,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: config.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export interface VerificationClaims {
  phone: string;
  purpose: VerificationPurpose;
  /** The verification code row it was minted from; spending the token marks that row. */
  codeId: string;
}

/** Signs the short-lived proof that `phone` received a code for `purpose`. */
export async function signVerificationToken(config: Config, claims: VerificationClaims, ttlSeconds: number) {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({ phone: claims.phone, purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: VERIFICATION.typ })
    .setIssuer(ISSUER)
    .setAudience(VERIFICATION.audience)
    .setJti(claims.codeId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(derivedKey(config, 'verification'));
}

/** The claims of a valid verification token, or null. */
export async function verifyVerificationToken(config: Config, token: string): Promise<VerificationClaims | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey(config, 'verification'), {
      algorithms: ['HS256'],
      audience: VERIFICATION.audience,
      issuer: ISSUER,
      typ: VERIFICATION.typ,
      requiredClaims: ['exp', 'jti'],
      currentDate: config.now(),
    });
    const { phone, purpose, jti } = payload;
    if (typeof phone !== 'string' || (purpose !== 'register' && purpose !== 'reset') || typeof jti !== 'string') {
      return null;
    }
    return { phone, purpose, codeId: jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of a code: HMAC under a server secret, bound to phone and purpose. */
export function hashCode(config: Config, phone: string, purpose: VerificationPurpose, code: string): string {
  return createHmac('sha256', derivedKey(config, 'code')).update(`${phone}:${purpose}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new 256-bit session token for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a session token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
