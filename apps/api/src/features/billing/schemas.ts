import { Type } from 'typebox';

export const WebhookAckSchema = Type.Object(
  {
    received: Type.Boolean(),
    duplicate: Type.Optional(Type.Boolean({ description: 'The event id was seen before; nothing was done' })),
  },
  { title: 'WebhookAck' },
);

export const CancelSchema = Type.Object(
  {
    url: Type.Optional(Type.String({ description: 'Stripe customer portal session to cancel in' })),
    message: Type.Optional(
      Type.String({ description: 'How to cancel by e-mail when no portal is configured' }),
    ),
    support_email: Type.Optional(Type.String()),
  },
  { title: 'CancelSubscription' },
);
