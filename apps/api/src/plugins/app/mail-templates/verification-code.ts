import { escapeHtml, type MailLanguage, type RenderedMail, renderMail } from './layout.js';

export interface VerificationCodeValues {
  code: string;
  minutes: number;
}

/** The sign-up code. The subject never holds the code: subjects are logged. */
export function verificationCodeMail(language: MailLanguage, values: VerificationCodeValues): RenderedMail {
  const code = `<span style="display:inline-block;font-size:28px;font-weight:700;letter-spacing:8px;font-family:monospace;">${escapeHtml(values.code)}</span>`;
  if (language === 'zh') {
    return renderMail('zh', {
      subject: 'Wordwright 邮箱验证码',
      textParagraphs: [
        '您好，',
        `您的 Wordwright 验证码是：${values.code}`,
        `验证码 ${values.minutes} 分钟内有效，输错 5 次后失效。`,
        '如果这不是您本人的操作，请忽略本邮件。',
      ],
      htmlParagraphs: [
        '您好，',
        `您的 Wordwright 验证码是：<br>${code}`,
        `验证码 ${escapeHtml(String(values.minutes))} 分钟内有效，输错 5 次后失效。`,
        '如果这不是您本人的操作，请忽略本邮件。',
      ],
      footer: '此邮件由 Wordwright 自动发送，请勿直接回复。',
    });
  }
  return renderMail('en', {
    subject: 'Your Wordwright verification code',
    textParagraphs: [
      'Hello,',
      `Your Wordwright verification code is: ${values.code}`,
      `It expires in ${values.minutes} minutes and stops working after 5 wrong tries.`,
      "If you didn't create an account, you can ignore this e-mail.",
    ],
    htmlParagraphs: [
      'Hello,',
      `Your Wordwright verification code is:<br>${code}`,
      `It expires in ${escapeHtml(String(values.minutes))} minutes and stops working after 5 wrong tries.`,
      'If you didn&#39;t create an account, you can ignore this e-mail.',
    ],
    footer: 'This message was sent automatically by Wordwright; replies are not read.',
  });
}
