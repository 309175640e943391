import { Type } from 'typebox';
import { RewriteOutputSchema } from '../rewrite/schemas.js';

export const JobParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
});

export const EventsQuerySchema = Type.Object({
  access_token: Type.Optional(
    Type.String({ maxLength: 4096, description: 'For EventSource, which cannot send headers' }),
  ),
});

export const JobSchema = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union([Type.Literal('rewrite'), Type.Literal('long_text'), Type.Literal('document')]),
    status: Type.Union([
      Type.Literal('queued'),
      Type.Literal('running'),
      Type.Literal('succeeded'),
      Type.Literal('failed'),
      Type.Literal('cancelled'),
    ]),
    segments_done: Type.Integer(),
    segments_total: Type.Integer(),
    words: Type.Integer({ description: 'Words charged (refunded if the job fails or is cancelled)' }),
    source_name: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    result: Type.Optional(RewriteOutputSchema),
    error: Type.Optional(Type.String()),
  },
  { title: 'Job' },
);
