import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { badRequest, HttpError } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import { recordStripeEvent, setStripeEventOutcome } from './queries.js';
import { WebhookAckSchema } from './schemas.js';
import { applyStripeEvent, type StripeEventLike } from './service.js';

function isEventLike(value: unknown): value is StripeEventLike {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  const data = event.data as Record<string, unknown> | undefined;
  return (
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 255 &&
    typeof event.type === 'string' &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null
  );
}

/**
 * POST /billing/stripe/webhook. An encapsulated plugin (not fastify-plugin) so that its raw-body JSON
 * parser applies to this route only: the signature covers the exact bytes Stripe sent.
 */
export default async function stripeWebhook(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/billing/stripe/webhook',
    {
      schema: {
        summary: 'Stripe webhook (signed by Stripe; applies each event exactly once)',
        description:
          'Verifies the Stripe-Signature header on the raw body. Handles checkout.session.completed, ' +
          'checkout.session.async_payment_succeeded, invoice.paid / invoice.payment_succeeded (renewals), ' +
          'customer.subscription.updated and customer.subscription.deleted; acknowledges every other type.',
        tags: ['billing'],
        response: { 200: WebhookAckSchema, 400: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      const secret = app.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(503, 'Stripe webhooks are not configured', 'stripe_not_configured');
      const header = request.headers['stripe-signature'];
      if (typeof header !== 'string' || header.trim() === '') {
        throw badRequest('Missing Stripe-Signature header', 'invalid_signature');
      }
      // Only this plugin's application/json parser yields the raw bytes; another content type cannot be verified.
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'Stripe webhooks must be sent as application/json',
          'unsupported_media_type',
        );
      }
      const raw = request.body;
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(raw, header, secret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw badRequest('Invalid Stripe signature', 'invalid_signature');
        }
        throw badRequest('Webhook payload is not a Stripe event', 'invalid_payload');
      }
      if (!isEventLike(event)) throw badRequest('Webhook payload is not a Stripe event', 'invalid_payload');
      const verified = event;

      const result = await app.db.transaction(async (tx) => {
        if (!(await recordStripeEvent(tx, verified.id, verified.type))) return { duplicate: true as const };
        const outcome = await applyStripeEvent(
          { tx, log: request.log, applyLedger: app.ledger.apply },
          verified,
        );
        await setStripeEventOutcome(tx, verified.id, outcome);
        return { duplicate: false as const, outcome };
      });

      if (result.duplicate) {
        request.log.info({ eventId: verified.id, type: verified.type }, 'duplicate Stripe event ignored');
        return { received: true, duplicate: true };
      }
      const { outcome } = result;
      if (outcome === 'unknown_payer' || outcome === 'unknown_plan' || outcome === 'unknown_subscription') {
        request.log.warn(
          { eventId: verified.id, type: verified.type, outcome },
          'Stripe event recorded but could not be applied; see docs/operations.md (Stripe setup)',
        );
      } else {
        request.log.info({ eventId: verified.id, type: verified.type, outcome }, 'Stripe event applied');
      }
      return { received: true };
    },
  );
}
