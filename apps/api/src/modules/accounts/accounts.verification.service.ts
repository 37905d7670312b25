/**
 * SMS verification (spec §4 "Registration", "Password reset", "Resend"): a 6-digit code per
 * (phone, purpose), 60 s resend timer, 5 sends per phone per 24 h, per-IP, per-prefix and global hourly
 * caps against SMS pumping, 5 checks per code, 5 minutes of life, single use, stored only as an HMAC.
 * A successful check yields a verification token that registration or reset spends once.
 */
import { isIPv6 } from 'node:net';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  AppError,
  verificationSmsText,
  type Lang,
  type VerificationPurpose,
} from '@polotno/domain';
import type { Db } from '@polotno/db';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SmsSender } from '../../plugins/sms.ts';
import {
  generateCode,
  hashCode,
  sameDigest,
  signVerificationToken,
  verifyVerificationToken,
} from './accounts.tokens.ts';
import { findUserByPhone } from './accounts.users.repository.ts';
import * as repo from './accounts.verification.repository.ts';

export interface VerificationDeps {
  db: Db;
  config: Config;
  sms: SmsSender;
  log: Logger;
}

/** The counting key of a client address: IPv6 addresses are counted per /64, as one subscriber holds one. */
export function ipKey(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const full = [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts];
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function retryAfter(seconds: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(seconds))) };
}

/** The verification service: sending and checking codes, and spending the tokens a check yields. */
export function createVerificationService(deps: VerificationDeps) {
  const { db, config, sms, log } = deps;
  return {
    /** Sends a code to `phone` for `purpose`; refuses before any SMS when a limit says so. */
    async sendCode(input: {
      phone: string;
      purpose: VerificationPurpose;
      ip: string;
      lang: Lang;
    }): Promise<{ message: string; remainingSms: number }> {
      const now = config.now();
      const user = await findUserByPhone(db, input.phone);
      // Sending a code that cannot be used would only cost money.
      if (input.purpose === 'register' && user) throw new AppError('PHONE_ALREADY_REGISTERED');
      if (input.purpose === 'reset' && !user) throw new AppError('USER_NOT_FOUND');

      const code = generateCode();
      const prefix = input.phone.slice(0, -4);
      const key = ipKey(input.ip);
      const sent = await db.transaction(async (tx) => {
        await repo.lockSends(tx);
        const counts = await repo.sendCounts(tx, input.phone, prefix, key, now);
        if (counts.lastSentAt) {
          const wait = ACCOUNT_LIMITS.resendSeconds - (now.getTime() - counts.lastSentAt.getTime()) / 1000;
          if (wait > 0) {
            const seconds = Math.ceil(wait);
            throw new AppError('VERIFICATION_RESEND_TOO_SOON', {
              params: { seconds },
              details: { retryAfter: seconds },
              headers: retryAfter(seconds),
            });
          }
        }
        if (counts.phoneDay >= ACCOUNT_LIMITS.smsPerPhonePerDay) {
          throw new AppError('VERIFICATION_SEND_LIMIT', { details: { remainingSms: 0 }, headers: retryAfter(3600) });
        }
        if (
          counts.ipHour >= config.sms.perIpPerHour ||
          counts.prefixHour >= config.sms.perPrefixPerHour ||
          counts.globalHour >= config.sms.globalPerHour
        ) {
          log.warn({ ipKey: key, prefix, counts }, 'sms send refused by a pumping limit');
          throw new AppError('VERIFICATION_SEND_BLOCKED', { headers: retryAfter(3600) });
        }
        const sendId = await repo.insertSend(
          tx,
          { phone: input.phone, prefix, ipKey: key, purpose: input.purpose },
          now,
        );
        const codeId = await repo.insertCode(
          tx,
          {
            phone: input.phone,
            purpose: input.purpose,
            codeHash: hashCode(config, input.phone, input.purpose, code),
            expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.codeTtlSeconds * 1000),
          },
          now,
        );
        return { sendId, codeId, remainingSms: ACCOUNT_LIMITS.smsPerPhonePerDay - counts.phoneDay - 1 };
      });

      try {
        await sms.send(input.phone, verificationSmsText(code, input.lang));
      } catch (error) {
        log.error({ err: error }, 'sms provider failed');
        await repo.deleteCode(db, sent.codeId);
        await repo.deleteSend(db, sent.sendId);
        throw new AppError('VERIFICATION_SEND_FAILED');
      }
      log.info({ purpose: input.purpose }, 'verification code sent');
      return { message: ACCOUNT_MESSAGES.CODE_SENT[input.lang], remainingSms: sent.remainingSms };
    },

    /** Checks a code; on success the code is spent and a verification token returned. */
    async checkCode(input: {
      phone: string;
      code: string;
      purpose: VerificationPurpose;
    }): Promise<{ success: true; verificationToken: string }> {
      const now = config.now();
      const max = ACCOUNT_LIMITS.checkAttempts;
      const attempt = await repo.takeAttempt(db, input.phone, input.purpose, now, max);
      if (!attempt) {
        const latest = await repo.findLatestCode(db, input.phone, input.purpose);
        if (latest && !latest.usedAt && latest.expiresAt > now && latest.attempts >= max) {
          throw new AppError('VERIFICATION_ATTEMPTS_EXCEEDED', { headers: retryAfter(ACCOUNT_LIMITS.resendSeconds) });
        }
        throw new AppError('VERIFICATION_CODE_EXPIRED');
      }
      const matches = sameDigest(attempt.codeHash, hashCode(config, input.phone, input.purpose, input.code));
      if (!matches) {
        const attemptsLeft = max - attempt.attempts;
        log.info({ attemptsLeft }, 'wrong verification code');
        throw new AppError('VERIFICATION_CODE_INVALID', { params: { attemptsLeft }, details: { attemptsLeft } });
      }
      if (!(await repo.consumeCode(db, attempt.id, now))) throw new AppError('VERIFICATION_CODE_EXPIRED');
      const verificationToken = await signVerificationToken(
        config,
        { phone: input.phone, purpose: input.purpose, codeId: attempt.id },
        ACCOUNT_LIMITS.verificationTokenTtlSeconds,
      );
      return { success: true, verificationToken };
    },

    /**
     * Spends a verification token inside the caller's transaction `tx`: it must be valid, minted for this
     * phone and purpose, and not spent before. Throws VERIFICATION_TOKEN_INVALID otherwise.
     */
    async spendToken(tx: Db, token: string, phone: string, purpose: VerificationPurpose): Promise<void> {
      const claims = await verifyVerificationToken(config, token);
      if (!claims || claims.phone !== phone || claims.purpose !== purpose) {
        throw new AppError('VERIFICATION_TOKEN_INVALID');
      }
      if (!(await repo.consumeToken(tx, claims.codeId, config.now()))) throw new AppError('VERIFICATION_TOKEN_INVALID');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
