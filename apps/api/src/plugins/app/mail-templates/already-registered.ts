import { button, escapeHtml, type MailLanguage, type RenderedMail, renderMail } from './layout.js';

export interface AlreadyRegisteredValues {
  email: string;
  /** The sign-in page, which also holds 'Forgot your password'. */
  loginUrl: string;
}

/**
 * Sent instead of a code when someone registers an address that already has a verified account, so the
 * sign-up answer never reveals which addresses are registered and the owner still learns of the attempt.
 */
export function alreadyRegisteredMail(language: MailLanguage, values: AlreadyRegisteredValues): RenderedMail {
  if (language === 'zh') {
    return renderMail('zh', {
      subject: '您的 Wordwright 账户已存在',
      textParagraphs: [
        '您好，',
        `有人（可能是您自己）尝试用 ${values.email} 注册 Wordwright，但这个邮箱已经有账户了。`,
        `直接登录：${values.loginUrl}`,
        '忘记密码？在登录页点击“忘记密码”即可重置。',
        '如果这不是您本人的操作，请忽略本邮件，您的账户不会有任何变化。',
      ],
      htmlParagraphs: [
        '您好，',
        `有人（可能是您自己）尝试用 <strong>${escapeHtml(values.email)}</strong> 注册 Wordwright，但这个邮箱已经有账户了。`,
        button(values.loginUrl, '登录'),
        '忘记密码？在登录页点击“忘记密码”即可重置。',
        '如果这不是您本人的操作，请忽略本邮件，您的账户不会有任何变化。',
      ],
      footer: '此邮件由 Wordwright 自动发送，请勿直接回复。',
    });
  }
  return renderMail('en', {
    subject: 'You already have a Wordwright account',
    textParagraphs: [
      'Hello,',
      `Someone (probably you) tried to sign up for Wordwright with ${values.email}, but that address already has an account.`,
      `Sign in: ${values.loginUrl}`,
      "Forgot your password? Choose 'Forgot your password' on the sign-in page to reset it.",
      "If this wasn't you, ignore this e-mail: nothing about your account has changed.",
    ],
    htmlParagraphs: [
      'Hello,',
      `Someone (probably you) tried to sign up for Wordwright with <strong>${escapeHtml(values.email)}</strong>, but that address already has an account.`,
      button(values.loginUrl, 'Sign in'),
      'Forgot your password? Choose &#39;Forgot your password&#39; on the sign-in page to reset it.',
      'If this wasn&#39;t you, ignore this e-mail: nothing about your account has changed.',
    ],
    footer: 'This message was sent automatically by Wordwright; replies are not read.',
  });
}
