/** Turning a failed write into the message a form shows, in the page's language. */
import { errorMessage, ERRORS, type ErrorCode, type Lang } from '@polotno/domain';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.server';

/** The text of the first problem zod found; issue messages are error codes of the domain. */
export function issueMessage(error: z.ZodError, lang: Lang): string {
  const code = error.issues[0]?.message;
  return errorMessage(code && code in ERRORS ? (code as ErrorCode) : 'VALIDATION_FAILED', lang);
}

/** The API's message for an ApiError; anything else is logged and shown as the generic server error. */
export function apiMessage(error: unknown, lang: Lang): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return errorMessage('INTERNAL', lang);
}
