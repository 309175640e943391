import { type Static, Type } from 'typebox';
import { ErrorSchema, MessageSchema } from '../../http-schemas.js';

// Lengths here only bound the work a request can cause; the precise rules (valid address, 6–128
// characters) are checked in the service so they answer with the spec's messages.
const Email = Type.String({ maxLength: 1024, description: 'E-mail address (trimmed, case-insensitive)' });
const Password = Type.String({ maxLength: 4096, description: '6 to 128 characters' });
const InviteCode = Type.String({ maxLength: 64, description: 'Invite code from /register?invite=CODE' });
const Lang = Type.String({
  maxLength: 35,
  description: "'zh' for Chinese e-mails; default from Accept-Language",
});

export const SignUpQuery = Type.Object({ invite: Type.Optional(InviteCode), lang: Type.Optional(Lang) });
export type SignUpQuery = Static<typeof SignUpQuery>;

export const RegisterBody = Type.Object({ email: Email, password: Password });
export type RegisterBody = Static<typeof RegisterBody>;

export const VerifyBody = Type.Object({
  email: Email,
  code: Type.String({ minLength: 1, maxLength: 64, description: 'The 4-digit code from the e-mail' }),
});
export type VerifyBody = Static<typeof VerifyBody>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

export const TokenForm = Type.Object({
  username: Type.String({ maxLength: 1024, description: 'The account e-mail' }),
  password: Password,
  grant_type: Type.Optional(Type.String({ maxLength: 64 })),
  scope: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type TokenForm = Static<typeof TokenForm>;

export const ResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512, description: 'The token from the reset link' }),
  password: Password,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

export const GoogleBody = Type.Object({
  id_token: Type.String({
    minLength: 1,
    maxLength: 8192,
    description: 'Google Identity Services credential',
  }),
});
export type GoogleBody = Static<typeof GoogleBody>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
});

/** The error answers a route documents, all with the shared {detail, code} body. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema]));
}

export { MessageSchema };
