import { AUTH_MESSAGES, INVITE_MESSAGES } from '@wordwright/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { serverMessageText } from './server-messages';

const CJK = /[\u4e00-\u9fff]/;

describe('serverMessageText', () => {
  const en = createI18n('en').t;
  const zh = createI18n('zh').t;
  const every = [...Object.values(AUTH_MESSAGES), ...Object.values(INVITE_MESSAGES)];

  it('shows every message the API can send word for word in English', () => {
    for (const message of every) expect(serverMessageText(message, en)).toBe(message);
  });

  it('translates every one of them in Chinese, with the real reward figures', () => {
    for (const message of every) expect(serverMessageText(message, zh)).toMatch(CJK);
    expect(serverMessageText(INVITE_MESSAGES.rewarded, zh)).toBe(
      '邀请码已生效！您和好友各获得 1000 积分和 10 天额外会员时长。',
    );
  });

  it('shows an unknown message as sent, and passes an absent one through', () => {
    expect(serverMessageText('Something new from the server', zh)).toBe('Something new from the server');
    expect(serverMessageText(undefined, zh)).toBeUndefined();
  });
});
