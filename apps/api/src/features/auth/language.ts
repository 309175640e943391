import type { FastifyRequest } from 'fastify';

/** The language a new account is given: ?lang= when present, else the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest, lang?: string): 'en' | 'zh' {
  const preferred = lang ?? request.headers['accept-language'] ?? '';
  return preferred.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
