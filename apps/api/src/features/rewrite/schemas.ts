import { ENGLISH_VARIANTS, MAX_SEGMENT_WORDS, REWRITE_MODES, REWRITE_STRENGTHS } from '@wordwright/contracts';
import { Type } from 'typebox';
import { UserInfo } from '../users/schemas.js';

const literals = (values: readonly string[], options: { description?: string } = {}) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

export const RewriteOptionsSchema = Type.Object(
  {
    mode: Type.Optional(literals(REWRITE_MODES)),
    strength: Type.Optional(literals(REWRITE_STRENGTHS)),
    keep: Type.Optional(
      Type.Array(Type.String({ maxLength: 200 }), {
        maxItems: 200,
        description: 'Words or phrases never changed',
      }),
    ),
    variant: Type.Optional(
      literals(ENGLISH_VARIANTS, {
        description: 'US or UK spelling; when absent, the spelling the text already uses (US on a tie)',
      }),
    ),
    seed: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Same seed, same output' }),
    ),
    engine: Type.Optional(
      Type.String({ minLength: 1, maxLength: 40, description: 'Engine name; the default when absent' }),
    ),
  },
  { additionalProperties: false, title: 'RewriteOptions' },
);

const text = Type.String({ maxLength: 2_000_000, description: 'The draft to rewrite' });
const language = Type.Optional(
  Type.String({ maxLength: 40, description: "Language of the text: 'en' (default) or 'english'" }),
);

export const RewriteBodySchema = Type.Object(
  { text, language, options: Type.Optional(RewriteOptionsSchema) },
  { additionalProperties: false },
);

export const LongTextBodySchema = Type.Object(
  {
    text,
    language,
    max_words_per_segment: Type.Optional(
      Type.Integer({ minimum: 10, maximum: MAX_SEGMENT_WORDS, default: MAX_SEGMENT_WORDS }),
    ),
    options: Type.Optional(RewriteOptionsSchema),
    follow: Type.Optional(
      Type.Boolean({ description: 'Answer at once with {job_id} (also: header Prefer: respond-async)' }),
    ),
  },
  { additionalProperties: false },
);

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^[\\x21-\\x7E]+$',
      description: 'Retrying with the same key returns the first result and never charges twice',
    }),
  ),
  prefer: Type.Optional(Type.String({ maxLength: 200 })),
});

const Span = Type.Object({ start: Type.Integer(), end: Type.Integer() });

export const ChangeSchema = Type.Object(
  {
    transform: Type.String(),
    rule: Type.String(),
    input: Span,
    output: Span,
    before: Type.String(),
    after: Type.String(),
    reason: Type.Object({ en: Type.String(), zh: Type.String() }, { additionalProperties: true }),
  },
  { additionalProperties: true, title: 'Change' },
);

export const SummarySchema = Type.Object(
  {
    wordsIn: Type.Number(),
    wordsOut: Type.Number(),
    wordsChanged: Type.Number(),
    changedShare: Type.Number(),
    phrasesRemoved: Type.Number(),
    readability: Type.Object({ before: Type.Number(), after: Type.Number() }),
    sentenceLength: Type.Object({
      before: Type.Object({ mean: Type.Number(), sd: Type.Number() }),
      after: Type.Object({ mean: Type.Number(), sd: Type.Number() }),
    }),
    sentenceVariety: Type.Object({ before: Type.Number(), after: Type.Number() }),
    guardRestorations: Type.Number(),
    meaningChecksPassed: Type.Boolean(),
    sentencesRestored: Type.Array(
      Type.Object({ input: Span, text: Type.String(), guard: Type.String() }, { additionalProperties: true }),
    ),
  },
  { additionalProperties: true, title: 'RewriteSummary' },
);

/** The result of a rewrite (also GET /jobs/{id}'s `result` and the SSE `done` event). */
export const RewriteOutputSchema = Type.Object(
  {
    paraphrasedContent: Type.String({ description: 'The rewrite as safe HTML (paragraphs, changes marked)' }),
    text: Type.String({ description: 'The rewrite as plain text' }),
    changes: Type.Array(ChangeSchema),
    summary: SummarySchema,
    rewrite_id: Type.Integer(),
    job_id: Type.String(),
  },
  { title: 'RewriteOutput' },
);

export const RewriteResponseSchema = Type.Object(
  { ...RewriteOutputSchema.properties, userInfo: UserInfo },
  { title: 'RewriteResponse' },
);

export const AcceptedJobSchema = Type.Object(
  {
    job_id: Type.String(),
    status: Type.String(),
    words: Type.Integer(),
    segments_total: Type.Integer(),
  },
  { title: 'AcceptedJob' },
);

export const StatsTodaySchema = Type.Object({
  words: Type.Integer({ description: 'Words rewritten today (UTC), net of refunds' }),
  date: Type.String({ description: 'The UTC day, YYYY-MM-DD' }),
});

export const LiveExampleSchema = Type.Object({
  before: Type.String(),
  after_html: Type.String(),
  after_text: Type.String(),
  changes: Type.Array(ChangeSchema),
});
