import { escapeHtml } from '../../plugins/app/mail-templates/layout.js';
import type { OutboxRow } from './queries.js';

/** The mailbox page: newest first, each message's text inline and its HTML one click away. */
export function mailboxPage(emails: OutboxRow[]): string {
  const items = emails
    .map(
      (email) => `<article>
<header><strong>${escapeHtml(email.subject)}</strong><br>
<small>To ${escapeHtml(email.toAddress)} · ${escapeHtml(email.createdAt.toISOString())} · <a href="/dev/mailbox/${email.id}">HTML version</a></small></header>
<pre>${escapeHtml(email.textBody)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>Dev mailbox · Wordwright</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9dde3;border-radius:8px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f7f9;padding:.75rem;border-radius:6px}
</style></head>
<body>
<h1>Development mailbox</h1>
<p>E-mails the server would have sent (no SMTP_URL is configured). This page is off when NODE_ENV=production.
Machine-readable: <a href="/dev/mailbox.json">/dev/mailbox.json</a> (filter with <code>?to=</code>).</p>
${items || '<p>No e-mails yet.</p>'}
</body>
</html>
`;
}
