import { Type } from 'typebox';

export const CodeParamsSchema = Type.Object({ code: Type.String({ maxLength: 64 }) });

export const UseQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 64, description: 'The invite code (case-insensitive)' })),
});

export const ValidateSchema = Type.Object(
  { valid: Type.Boolean(), invite_code: Type.String() },
  { title: 'InviteValidation' },
);

const InviteCode = Type.String({ description: '8 characters from A-Z and 2-9 without I and O' });
const InviteUrl = Type.String({ description: 'PUBLIC_URL/register?invite=CODE' });

export const MyCodeSchema = Type.Object(
  {
    success: Type.Boolean(),
    data: Type.Object({ invite_code: InviteCode, invite_url: InviteUrl }),
  },
  { title: 'MyInviteCode' },
);

export const GenerateSchema = Type.Object(
  { success: Type.Boolean(), invite_code: InviteCode, invite_url: InviteUrl, message: Type.String() },
  { title: 'GeneratedInviteCode' },
);

export const UseSchema = Type.Object(
  { success: Type.Boolean(), message: Type.String() },
  { title: 'InviteUse' },
);

export const StatsSchema = Type.Object(
  {
    success: Type.Boolean(),
    data: Type.Object({
      total_invites: Type.Integer({ description: 'Invitees who verified their e-mail' }),
      total_rewards_earned: Type.Integer({
        description: 'Credits earned from invites, as inviter and invitee',
      }),
      days_extension_earned: Type.Integer(),
      invite_code: InviteCode,
      leaderboard: Type.Array(
        Type.Object({
          rank: Type.Integer(),
          inviter_email: Type.String({ description: "Masked ('jo***@example.com') except your own" }),
          invite_count: Type.Integer(),
          is_you: Type.Boolean(),
          medal: Type.Union([
            Type.Literal('gold'),
            Type.Literal('silver'),
            Type.Literal('bronze'),
            Type.Null(),
          ]),
        }),
        { description: 'Top 10, plus your own row when you rank lower' },
      ),
    }),
  },
  { title: 'InviteStats' },
);
