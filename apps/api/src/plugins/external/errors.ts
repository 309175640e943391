import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.js';

/** PostgreSQL error classes that mean the database is unreachable rather than that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * @fastify/busboy reports a malformed multipart body (no boundary, cut short, absurd boundary) as a plain
 * Error without a status; it is the client's mistake, so it must not become a 500.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot)/;

/** Maps every failure to {"detail": ...} with the right status; 5xx details never leak internals. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ detail: error.detail, code: error.code });
      }
      if (error.validation) {
        const first = error.validation[0];
        const where = error.validationContext ?? 'request';
        const path = first?.instancePath ? `${where}${first.instancePath.replace(/\//g, '.')}` : where;
        const missing =
          (first?.params as { requiredProperties?: string[]; missingProperty?: string } | undefined)
            ?.requiredProperties?.[0] ??
          (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
        const detail = missing
          ? `${path}.${missing} is required`
          : `${path} ${first?.message ?? 'is invalid'}`;
        return reply.code(422).send({ detail, code: 'validation_error' });
      }
      if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '')) {
        return reply.code(400).send({ detail: 'Malformed multipart body', code: 'invalid_multipart' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply
          .code(429)
          .send({ detail: 'Too many requests, please try again later', code: 'rate_limited' });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ detail: clientMessage(error), code: clientCode(error) });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ detail: 'Service temporarily unavailable, please retry shortly', code: 'unavailable' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: 'Internal server error', code: 'internal' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        detail: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        code: 'not_found',
      });
    });
  },
  { name: 'errors' },
);

/** Stable codes for framework errors, so clients never see Fastify's internal FST_ERR_* names. */
function clientCode(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      return 'bad_request';
  }
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    default:
      return error.message || 'Bad request';
  }
}
