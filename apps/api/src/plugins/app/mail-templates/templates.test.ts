import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail } from './already-registered.js';
import { escapeHtml } from './layout.js';
import { passwordResetMail } from './password-reset.js';
import { verificationCodeMail } from './verification-code.js';

const HOSTILE = '"><script>alert(1)</script>';

const everyMail = (language: 'en' | 'zh') => [
  verificationCodeMail(language, { code: HOSTILE, minutes: 15 }),
  passwordResetMail(language, {
    url: `https://wordwright.test/reset-password?token=${HOSTILE}`,
    minutes: 60,
  }),
  alreadyRegisteredMail(language, {
    email: HOSTILE,
    loginUrl: `https://wordwright.test/login${HOSTILE}`,
  }),
];

describe('e-mail templates', () => {
  it.each(['en', 'zh'] as const)(
    '%s: every mail has a subject, text and HTML, with values escaped in HTML',
    (language) => {
      for (const mail of everyMail(language)) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain(HOSTILE);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;');
        expect(mail.html).toMatch(/^<!doctype html>/);
      }
    },
  );

  it('writes Chinese for Chinese users and English otherwise', () => {
    const zh = verificationCodeMail('zh', { code: '0427', minutes: 15 });
    const en = verificationCodeMail('en', { code: '0427', minutes: 15 });
    expect(zh.text).toContain('验证码是：0427');
    expect(zh.html).toContain('lang="zh-CN"');
    expect(en.text).toContain('code is: 0427');
    expect(en.text).toContain('15 minutes');
    // Subjects are logged, so the code must not be in them.
    expect(zh.subject).not.toContain('0427');
    expect(en.subject).not.toContain('0427');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
