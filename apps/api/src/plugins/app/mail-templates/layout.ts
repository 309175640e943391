/** Every value put into an e-mail's HTML goes through this: codes, links and addresses alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type MailLanguage = 'en' | 'zh';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  /** Paragraphs, already escaped HTML (build them with escapeHtml). */
  htmlParagraphs: string[];
  textParagraphs: string[];
  footer: string;
}

/** Wraps the parts in the shared plain-text and HTML frame (inline styles: mail clients drop <style>). */
export function renderMail(language: MailLanguage, parts: MailParts): RenderedMail {
  const text = `${parts.textParagraphs.join('\n\n')}\n\n--\n${parts.footer}\n`;
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2933;">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:600;">Wordwright</p>
${parts.htmlParagraphs.map((paragraph) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">${paragraph}</p>`).join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#7b8794;">${escapeHtml(parts.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}

export function button(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600;">${escapeHtml(label)}</a>`;
}
