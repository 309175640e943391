/**
 * Typed view of the tables that migrations/*.sql create. The SQL files are the source of truth
 * (they hold triggers and checks Drizzle cannot express); keep this file in step with them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  language: text('language').$type<'en' | 'zh'>().notNull().default('en'),
  leftCredit: id('left_credit').notNull().default(0),
  totalCredit: id('total_credit').notNull().default(0),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

export const passwordCredentials = pgTable('password_credentials', {
  userId: id('user_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: id('user_id').notNull(),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

export const emailVerificationCodes = pgTable('email_verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: id('user_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const LEDGER_KINDS = [
  'trial_grant',
  'purchase',
  'invite_reward',
  'rewrite_debit',
  'refund',
  'admin_adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  delta: id('delta').notNull(),
  kind: text('kind').$type<LedgerKind>().notNull(),
  reference: text('reference'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  note: text('note'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const subscriptions = pgTable('subscriptions', {
  userId: id('user_id').primaryKey(),
  planId: text('plan_id'),
  membership: boolean('membership').notNull().default(false),
  subscriptionDate: ts('subscription_date'),
  subscriptionExpireTime: ts('subscription_expire_time'),
  monthlyFee: numeric('monthly_fee', { precision: 10, scale: 2 }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().default(sql`now()`),
  /** What the event did: applied, duplicate_grant, unknown_payer, ignored… (migration 0030). */
  outcome: text('outcome'),
});

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  userId: id('user_id').notNull().unique(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const inviteRedemptions = pgTable('invite_redemptions', {
  inviteeId: id('invitee_id').primaryKey(),
  inviterId: id('inviter_id').notNull(),
  code: text('code').notNull(),
  rewardedAt: ts('rewarded_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const rewrites = pgTable('rewrites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id').notNull(),
  jobId: text('job_id'),
  inputText: text('input_text').notNull(),
  outputText: text('output_text').notNull(),
  outputHtml: text('output_html').notNull(),
  changes: jsonb('changes').notNull(),
  summary: jsonb('summary').notNull(),
  options: jsonb('options').notNull(),
  words: integer('words').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export const jobs = pgTable('jobs', {
  id: text('id').primaryKey(),
  userId: id('user_id').notNull(),
  kind: text('kind').$type<'rewrite' | 'long_text' | 'document'>().notNull(),
  status: text('status').$type<JobStatus>().notNull(),
  words: integer('words').notNull(),
  options: jsonb('options').notNull(),
  segmentsTotal: integer('segments_total').notNull().default(0),
  segmentsDone: integer('segments_done').notNull().default(0),
  idempotencyKey: text('idempotency_key'),
  sourceName: text('source_name'),
  rewriteId: id('rewrite_id'),
  error: text('error'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
  finishedAt: ts('finished_at'),
});

export const jobSegments = pgTable(
  'job_segments',
  {
    jobId: text('job_id').notNull(),
    index: integer('index').notNull(),
    inputText: text('input_text').notNull(),
    separator: text('separator').notNull().default(''),
    outputText: text('output_text'),
    result: jsonb('result'),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.index] })],
);

export const outboxEmails = pgTable('outbox_emails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});
