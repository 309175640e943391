import { Type } from 'typebox';

/** The one error body every route documents for its 4xx/5xx answers. */
export const ErrorSchema = Type.Object(
  {
    detail: Type.String({ description: 'Human-readable English message' }),
    code: Type.Optional(
      Type.String({ description: 'Stable machine-readable name (the web app translates it)' }),
    ),
  },
  { title: 'Error' },
);

/** Answers that only carry a sentence for the user. */
export const MessageSchema = Type.Object({ message: Type.String() }, { title: 'Message' });
