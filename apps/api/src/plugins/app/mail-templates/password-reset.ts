import { button, escapeHtml, type MailLanguage, type RenderedMail, renderMail } from './layout.js';

export interface PasswordResetValues {
  url: string;
  minutes: number;
}

/** The reset link. The link carries the token, so the mail is the only place it is ever written. */
export function passwordResetMail(language: MailLanguage, values: PasswordResetValues): RenderedMail {
  const link = `<a href="${escapeHtml(values.url)}" style="color:#2563eb;word-break:break-all;">${escapeHtml(values.url)}</a>`;
  if (language === 'zh') {
    return renderMail('zh', {
      subject: '重置您的 Wordwright 密码',
      textParagraphs: [
        '您好，',
        '我们收到了重置您 Wordwright 密码的请求。请打开下面的链接设置新密码：',
        values.url,
        `链接 ${values.minutes} 分钟内有效，只能使用一次。重置后，所有已登录的设备都需要重新登录。`,
        '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
      ],
      htmlParagraphs: [
        '您好，',
        '我们收到了重置您 Wordwright 密码的请求。请点击下面的按钮设置新密码：',
        button(values.url, '重置密码'),
        `如果按钮无法打开，请复制此链接到浏览器：<br>${link}`,
        `链接 ${escapeHtml(String(values.minutes))} 分钟内有效，只能使用一次。重置后，所有已登录的设备都需要重新登录。`,
        '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
      ],
      footer: '此邮件由 Wordwright 自动发送，请勿直接回复。',
    });
  }
  return renderMail('en', {
    subject: 'Reset your Wordwright password',
    textParagraphs: [
      'Hello,',
      'We received a request to reset your Wordwright password. Open this link to choose a new one:',
      values.url,
      `The link works once and expires in ${values.minutes} minutes. After the reset, every signed-in device has to sign in again.`,
      "If you didn't ask for this, ignore this e-mail: your password stays the same.",
    ],
    htmlParagraphs: [
      'Hello,',
      'We received a request to reset your Wordwright password. Choose a new one here:',
      button(values.url, 'Reset password'),
      `If the button doesn&#39;t open, copy this link into your browser:<br>${link}`,
      `The link works once and expires in ${escapeHtml(String(values.minutes))} minutes. After the reset, every signed-in device has to sign in again.`,
      'If you didn&#39;t ask for this, ignore this e-mail: your password stays the same.',
    ],
    footer: 'This message was sent automatically by Wordwright; replies are not read.',
  });
}
