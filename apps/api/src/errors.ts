/**
 * The one error type routes throw. Every error response has the body {"detail": "..."}; `code` is a
 * stable machine-readable name documented in docs/api.md so clients need not match on English text.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code = 'error',
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code = 'bad_request') => new HttpError(400, detail, code);
export const unauthorized = (
  detail = 'Could not validate credentials, please login again',
  code = 'unauthorized',
) => new HttpError(401, detail, code, { 'www-authenticate': 'Bearer' });
export const paymentRequired = (detail: string, code = 'insufficient_credits') =>
  new HttpError(402, detail, code);
export const forbidden = (detail: string, code = 'forbidden') => new HttpError(403, detail, code);
export const notFound = (detail = 'Not found', code = 'not_found') => new HttpError(404, detail, code);
export const conflict = (detail: string, code = 'conflict') => new HttpError(409, detail, code);
export const unprocessable = (detail: string, code = 'validation_error') => new HttpError(422, detail, code);
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code = 'rate_limited') =>
  new HttpError(429, detail, code, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (detail = 'Service temporarily unavailable, please retry shortly') =>
  new HttpError(503, detail, 'unavailable', { 'retry-after': '5' });
