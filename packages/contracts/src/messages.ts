import { INVITE_REWARD_CREDITS, INVITE_REWARD_DAYS } from './constants.js';

/**
 * Success messages the API answers with (field `message`), word for word as the spec has them. The web app
 * recognises them and shows its own text in the reader's language instead.
 */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your email for the verification code.',
  verified: 'Email verified successfully.',
  resent: 'Verification link resent.',
  resetSent: 'Password reset email sent',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
} as const;

export const INVITE_MESSAGES = {
  required: 'Please enter invite code',
  invalid: 'Invalid or expired invite code',
  own: 'You cannot use your own invite code',
  alreadyUsed: 'You have already used an invite code',
  rewarded: `Invite code applied! You and your friend each received ${INVITE_REWARD_CREDITS} credits and ${INVITE_REWARD_DAYS} extra days of membership.`,
  pending: `Invite code applied! You and your friend will each receive ${INVITE_REWARD_CREDITS} credits and ${INVITE_REWARD_DAYS} extra days of membership once your e-mail is verified.`,
  generated: 'Your invite code is ready. Share it with friends!',
} as const;
