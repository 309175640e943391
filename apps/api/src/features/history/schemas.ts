import { Type } from 'typebox';
import { ChangeSchema, SummarySchema } from '../rewrite/schemas.js';

const digits = (description: string) => Type.String({ pattern: '^[0-9]{1,12}$', description });

export const HistoryParamsSchema = Type.Object({ id: digits('The rewrite id') });

export const HistoryQuerySchema = Type.Object({
  page: Type.Optional(digits('Page number, from 1 (default 1)')),
  page_size: Type.Optional(digits('Items per page, 1 to 100 (default 20)')),
});

export const DownloadQuerySchema = Type.Object({
  format: Type.Union([Type.Literal('txt'), Type.Literal('docx'), Type.Literal('changelog')], {
    default: 'txt',
  }),
  lang: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('zh')], {
      description: "The change log's language (default: English)",
    }),
  ),
  tz: Type.Optional(
    // Not a pattern: an odd zone a browser reports names the file in UTC instead of failing the download.
    Type.String({
      maxLength: 100,
      description:
        "The writer's IANA time zone (e.g. Europe/Berlin) for the date in the file name of a pasted text " +
        '(rewrite-YYYY-MM-DD-HHmm); UTC when absent or unknown',
    }),
  ),
});

const Options = Type.Record(Type.String(), Type.Unknown());

export const HistoryItemSchema = Type.Object(
  {
    id: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    words: Type.Integer(),
    options: Options,
    source_name: Type.Union([Type.String(), Type.Null()]),
    input_preview: Type.String(),
    output_preview: Type.String(),
  },
  { title: 'HistoryItem' },
);

export const HistoryPageSchema = Type.Object({
  items: Type.Array(HistoryItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

export const HistoryEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    job_id: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    words: Type.Integer(),
    options: Options,
    source_name: Type.Union([Type.String(), Type.Null()]),
    input: Type.String(),
    text: Type.String({ description: 'The rewrite as plain text' }),
    paraphrasedContent: Type.String({ description: 'The rewrite as safe HTML' }),
    changes: Type.Array(ChangeSchema),
    summary: SummarySchema,
  },
  { title: 'HistoryEntry' },
);
