import { inject } from 'vitest';

interface CaughtMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/** Waits for the newest e-mail to `to` received after `since` and returns its decoded raw text. */
export async function waitForMail(to: string, since = 0, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as CaughtMail[];
    const fresh = messages.filter((message) => message.receivedAt >= since);
    const last = fresh.at(-1);
    if (last) return decodeQuotedPrintable(last.raw);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The 4-character verification code from a verification e-mail. */
export function extractCode(mail: string): string {
  const match = /\b([0-9]{4})\b/.exec(
    mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
  if (!match?.[1]) throw new Error(`No code in e-mail:\n${mail.slice(0, 2000)}`);
  return match[1];
}
