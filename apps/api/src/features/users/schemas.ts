import { Type } from 'typebox';

const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const UserInfo = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    left_credit: Type.Integer({ description: 'Words the user can still rewrite' }),
    total_credit: Type.Integer({ description: 'Words granted in total (trial, purchases, rewards)' }),
    used_credit: Type.Integer({ description: 'total_credit − left_credit' }),
    membership: Type.Boolean({ description: 'A subscription whose expiry is in the future' }),
    subscription_date: NullableDate,
    subscription_expire_time: NullableDate,
    monthlyFee: Type.Number({ description: 'The plan price, or the default 9.99 without one' }),
    paid_plan: Type.Boolean({
      description: 'A paid plan is behind the membership (false when its days come only from invite rewards)',
    }),
    days_until_expiry: Type.Integer({ description: 'Whole days left, rounded up; 0 when not subscribed' }),
    email_verified: Type.Boolean(),
    language: Type.Union([Type.Literal('en'), Type.Literal('zh')]),
    invite_code: Type.Optional(Type.String()),
  },
  { title: 'UserInfo' },
);
