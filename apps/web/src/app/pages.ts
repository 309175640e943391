import { type LazyPage, lazyPage } from './lazy-page';
import type { PageId } from './routes';

export const pages: Record<PageId, LazyPage> = {
  landing: lazyPage(() => import('../features/landing/landing-page')),
  pricing: lazyPage(() => import('../features/pricing/pricing-page')),
  blog: lazyPage(() => import('../features/blog/blog-index-page')),
  article: lazyPage(() => import('../features/blog/article-page')),
  login: lazyPage(() => import('../features/auth/login-page')),
  register: lazyPage(() => import('../features/auth/register-page')),
  verifyEmail: lazyPage(() => import('../features/auth/verify-email-page')),
  resetPassword: lazyPage(() => import('../features/auth/reset-password-page')),
  workspace: lazyPage(() => import('../features/workspace/workspace-page')),
  history: lazyPage(() => import('../features/history/history-page')),
  profile: lazyPage(() => import('../features/profile/profile-page')),
  invite: lazyPage(() => import('../features/invite/invite-page')),
  privacy: lazyPage(() => import('../features/legal/privacy-page')),
  terms: lazyPage(() => import('../features/legal/terms-page')),
  cookies: lazyPage(() => import('../features/legal/cookies-page')),
  apiDocs: lazyPage(() => import('../features/api-docs/api-docs-page')),
};
