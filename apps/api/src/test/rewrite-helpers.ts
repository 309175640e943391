import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';

export interface TestUser {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** A verified user holding `credits`, and a bearer token for them. */
export async function createUser(app: FastifyInstance, credits: number, email?: string): Promise<TestUser> {
  const [user] = await app.db
    .insert(users)
    .values({ email: email ?? `writer-${randomUUID()}@example.com`, emailVerified: true })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (credits > 0) {
    await app.ledger.apply({
      userId: user!.id,
      delta: credits,
      kind: 'trial_grant',
      idempotencyKey: `test-grant:${randomUUID()}`,
    });
  }
  const token = await app.tokens.issue(user!);
  return { id: user!.id, token, headers: { authorization: `Bearer ${token}` } };
}

export async function balance(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.database.query<{ left_credit: string }>(
    'SELECT left_credit FROM users WHERE id = $1',
    [userId],
  );
  return Number(row?.left_credit);
}

const SENTENCES = [
  'In today’s fast-paced world, it is important to note that clear writing plays a pivotal role in every team.',
  'Furthermore, organizations should leverage robust tools in order to streamline their daily workflows.',
  'Moreover, it is worth mentioning that the report was published on 12 March 2021 by Dr. Alice Moreno.',
  'The committee did not approve the budget, and the vote was postponed until the next meeting.',
  'Additionally, stakeholders must navigate the complexities of a rapidly evolving landscape.',
  'The survey (Smith, 2020) covered 1,200 participants across 14 regions and found mixed results.',
  'In conclusion, it is essential to foster a culture of collaboration that empowers every employee.',
  'Teams that delve into the data can utilize these insights to make a decision about the next steps.',
];

/** Machine-sounding English of exactly `count` words, in paragraphs of about `perParagraph` sentences. */
export function draft(count: number, perParagraph = 4): string {
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  let words = 0;
  for (let i = 0; words < count; i += 1) {
    let sentence = SENTENCES[i % SENTENCES.length]!;
    const sentenceWords = sentence.split(' ');
    if (words + sentenceWords.length > count) {
      sentence = `${sentenceWords
        .slice(0, count - words)
        .join(' ')
        .replace(/[.,]$/, '')}.`;
    }
    words += sentence.split(' ').length;
    sentences.push(sentence);
    if (sentences.length === perParagraph) {
      paragraphs.push(sentences.join(' '));
      sentences = [];
    }
  }
  if (sentences.length) paragraphs.push(sentences.join(' '));
  return paragraphs.join('\n\n');
}

/** Parses a text/event-stream body into its events. */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data === undefined ? undefined : JSON.parse(data) };
    });
}
