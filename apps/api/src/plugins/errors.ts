/**
 * The one error handler: every failure leaves the API as `{ statusCode, code, message }` with the message
 * in the request's language. Unexpected errors are logged with the request id and answered as a bare 500.
 */
import { AppError, ERRORS, errorMessage, type ErrorCode } from '@polotno/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}

/** Turns a schema validation failure into an AppError: a domain code named in the schema wins. */
function fromValidation(error: FastifyError): AppError {
  const issues = (error.validation ?? []).map((issue) => ({
    field: String(issue.instancePath ?? '')
      .replace(/^\//, '')
      .replaceAll('/', '.'),
    message: issue.message ?? '',
  }));
  const coded = issues.find((issue) => isErrorCode(issue.message));
  if (coded) return new AppError(coded.message as ErrorCode, { details: { fields: issues } });
  return new AppError('VALIDATION_FAILED', { details: { fields: issues } });
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return fromValidation(error);
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', { headers: {} });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('BAD_REQUEST');
  return null;
}

/** Sends an AppError in the request's language. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    code: error.code,
    message: errorMessage(error.code, request.lang, error.params),
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError) {
        if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return sendAppError(request, reply, appError);
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendAppError(request, reply, new AppError('INTERNAL'));
    });

    app.setNotFoundHandler((request, reply) => sendAppError(request, reply, new AppError('ROUTE_NOT_FOUND')));
  },
  { name: 'errors', dependencies: ['lang'] },
);
