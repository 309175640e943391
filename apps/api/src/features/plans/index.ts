import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PLANS } from '@wordwright/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../plugins/app/access-tokens.js';
import { buildBuyLink } from '../billing/service.js';
import { PlansSchema } from './schemas.js';
import { CTA_TEXTS, FEATURE_TEXTS } from './texts.js';

/** GET /plans: the four plans of the spec with their configured Stripe payment links. */
export default async function plans(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /** Public route: a missing, stale or invalid token just means plain links, never an error. */
  async function optionalUser(request: FastifyRequest): Promise<AuthUser | undefined> {
    if (!request.headers.authorization) return undefined;
    try {
      return await app.tokens.authenticate(request);
    } catch {
      return undefined;
    }
  }

  app.get(
    '/plans',
    {
      schema: {
        summary: 'The subscription plans; with a bearer token the payment links are prefilled for the user',
        tags: ['billing'],
        response: { 200: PlansSchema },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return PLANS.map((plan) => {
        const link = app.config.stripeLinks[plan.id];
        return {
          id: plan.id,
          name: plan.name,
          price: plan.price,
          credits: plan.credits,
          period: plan.period,
          periodDays: plan.periodDays,
          features: [...plan.features],
          feature_texts: plan.features.map((key) => FEATURE_TEXTS[key] ?? key),
          cta: plan.cta,
          cta_text: CTA_TEXTS[plan.cta] ?? plan.cta,
          popular: plan.popular,
          onLanding: plan.onLanding,
          stripeLink: link ? (user ? buildBuyLink(link, user) : link) : null,
        };
      });
    },
  );
}
