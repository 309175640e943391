import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../errors.js';
import { ErrorSchema } from '../../http-schemas.js';
import { getSubscriptionRow, getSubscriptionView } from './queries.js';
import { CancelSchema } from './schemas.js';
import { createStripeClient } from './service.js';
import stripeWebhook from './webhook.js';

/** Stripe webhook and subscription cancellation. Plans (and buy links) are in features/plans. */
export default async function billing(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const stripe = createStripeClient(app.config);

  await app.register(stripeWebhook);

  app.post(
    '/billing/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Cancel the subscription: a Stripe customer-portal link, or how to cancel by e-mail',
        tags: ['billing'],
        security: [{ bearer: [] }],
        response: { 200: CancelSchema, 400: ErrorSchema, 401: ErrorSchema, 502: ErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const [row, view] = await Promise.all([
        getSubscriptionRow(app.db, user.id),
        getSubscriptionView(app.db, user.id),
      ]);
      // Days earned through invites alone are not a subscription: there is nothing to cancel.
      const paid = Boolean(row && (row.stripeCustomerId || row.stripeSubscriptionId || row.planId));
      if (!row || !view.membership || !paid) {
        throw badRequest('You have no active subscription to cancel', 'no_subscription');
      }
      if (stripe && row.stripeCustomerId) {
        try {
          const session = await stripe.billingPortal.sessions.create({
            customer: row.stripeCustomerId,
            return_url: `${app.config.PUBLIC_URL}/profile`,
          });
          return { url: session.url };
        } catch (error) {
          request.log.error({ err: error }, 'Stripe customer portal session failed');
          throw new HttpError(
            502,
            'Could not open the billing portal. Please try again or contact support.',
            'portal_unavailable',
          );
        }
      }
      const support = app.config.SUPPORT_EMAIL;
      return {
        message:
          `To cancel your subscription, e-mail ${support} from ${user.email} and ask us to cancel it. ` +
          'Your membership stays active until the end of the period you have paid for.',
        support_email: support,
      };
    },
  );
}
