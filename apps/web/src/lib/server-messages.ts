import {
  AUTH_MESSAGES,
  INVITE_MESSAGES,
  INVITE_REWARD_CREDITS,
  INVITE_REWARD_DAYS,
} from '@wordwright/contracts';
import type { TFunction } from 'i18next';

/** Each success message the API may send, mapped to its key under common:serverMessages. */
const KEYS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]): [string, string] => [text, `auth.${key}`]),
  ...Object.entries(INVITE_MESSAGES).map(([key, text]): [string, string] => [text, `invite.${key}`]),
]);

/**
 * A message from the API in the reader's language. The API words its messages in English, as the spec has
 * them; the ones it can send have translations here, and anything else is shown as sent.
 */
export function serverMessageText(message: string, t: TFunction): string;
export function serverMessageText(message: string | undefined, t: TFunction): string | undefined;
export function serverMessageText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  const key = KEYS.get(message);
  return key
    ? t(`common:serverMessages.${key}`, { credits: INVITE_REWARD_CREDITS, days: INVITE_REWARD_DAYS })
    : message;
}
