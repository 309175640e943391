import { Type } from 'typebox';

export const PlanSchema = Type.Object(
  {
    id: Type.String({ description: 'starter_monthly, basic_monthly, premium_monthly or unlimited_6months' }),
    name: Type.String(),
    price: Type.Number({ description: 'US dollars per period' }),
    credits: Type.Integer({ description: 'Credits (words) added on each paid period' }),
    period: Type.String({ description: "'month' or '6 months'" }),
    periodDays: Type.Integer({ description: 'Days of membership each payment adds' }),
    features: Type.Array(Type.String(), { description: 'Translation keys of the feature lines' }),
    feature_texts: Type.Array(Type.String(), { description: 'The feature lines in English' }),
    cta: Type.String({ description: 'Translation key of the button text' }),
    cta_text: Type.String(),
    popular: Type.Boolean(),
    onLanding: Type.Boolean({ description: 'Shown on the landing page as well as on /pricing' }),
    stripeLink: Type.Union([Type.String(), Type.Null()], {
      description:
        'Stripe payment link, or null when none is configured. With a bearer token it carries ' +
        'prefilled_email and client_reference_id.',
    }),
  },
  { title: 'Plan' },
);

export const PlansSchema = Type.Array(PlanSchema, { title: 'Plans' });
