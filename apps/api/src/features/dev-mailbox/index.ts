import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import { normalizeEmail } from '../auth/email.js';
import { mailboxPage } from './page.js';
import { findOutboxEmail, listOutbox } from './queries.js';

const tags = ['development'];

const OutboxEmail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

const ListQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 1024, description: 'Only e-mails to this address' })),
  // Query strings are not coerced (ajv coerceTypes is off), so numbers arrive as digits.
  limit: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,2}$', description: 'At most this many (1–999)' }),
  ),
});

/**
 * The development mailbox: what the outbox holds when no SMTP server is configured, so a developer (or
 * the smoke script) can read verification codes and reset links. Never registered in production.
 */
export default async function devMailbox(fastify: FastifyInstance) {
  if (fastify.config.isProduction) return;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags,
        summary: 'Outbox e-mails, newest first (development only)',
        querystring: ListQuery,
        response: { 200: Type.Object({ emails: Type.Array(OutboxEmail) }), 422: ErrorSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, {
        to: request.query.to ? normalizeEmail(request.query.to) : undefined,
        limit: Number(request.query.limit ?? 50),
      });
      return {
        emails: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/mailbox',
    { schema: { tags, summary: 'Outbox e-mails as a page (development only)', querystring: ListQuery } },
    async (request, reply) => {
      const rows = await listOutbox(app.db, {
        to: request.query.to ? normalizeEmail(request.query.to) : undefined,
        limit: Number(request.query.limit ?? 50),
      });
      return reply.type('text/html; charset=utf-8').send(mailboxPage(rows));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'One outbox e-mail as its HTML body (development only)',
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }),
      },
    },
    async (request, reply) => {
      const email = await findOutboxEmail(app.db, Number(request.params.id));
      if (!email) throw notFound('No such e-mail');
      return reply.type('text/html; charset=utf-8').send(email.htmlBody);
    },
  );
}
