/** Product constants from the spec (§7). Shared by the API and the web app so both enforce the same limits. */
export const FREE_TRIAL_WORDS = 5000;
export const MIN_INPUT_WORDS = 10;
export const MAX_INPUT_WORDS = 3000;
export const LONG_TEXT_THRESHOLD_WORDS = 500;
export const MAX_SEGMENT_WORDS = 500;
export const MIN_DOCUMENT_CAPACITY_WORDS = 50_000;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_CODE_TTL_SECONDS = 15 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 30;
export const VERIFICATION_RESENDS_PER_DAY = 10;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const REDIRECT_AFTER_REGISTER_MS = 2000;
export const REDIRECT_AFTER_VERIFY_MS = 2000;
export const NAVIGATE_AFTER_LOGIN_MS = 100;
export const PROFILE_REFRESH_MS = 5 * 60 * 1000;
export const LANDING_COUNTER_REFRESH_MS = 60 * 1000;
export const COPIED_DISPLAY_MS = 2000;
export const INVITE_REWARD_CREDITS = 1000;
export const INVITE_REWARD_DAYS = 10;
export const DEFAULT_MONTHLY_FEE = 9.99;

export const REWRITE_MODES = ['standard', 'fluent', 'academic', 'casual', 'concise'] as const;
export type RewriteMode = (typeof REWRITE_MODES)[number];
export const REWRITE_STRENGTHS = ['light', 'medium', 'strong'] as const;
export type RewriteStrength = (typeof REWRITE_STRENGTHS)[number];
export const ENGLISH_VARIANTS = ['us', 'uk'] as const;
export type EnglishVariant = (typeof ENGLISH_VARIANTS)[number];

/** Browser storage keys named by the spec (§4). */
export const STORAGE_KEYS = {
  token: 'token',
  tokenTimestamp: 'tokenTimestamp',
  userInfo: 'userInfo',
  rememberedEmail: 'rememberedEmail',
  apiUrl: 'LOCAL_API_URL',
  language: 'language',
} as const;
