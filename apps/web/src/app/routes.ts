import { matchPath } from 'react-router';

/**
 * The one route table (spec §3): every path, who may see it, which page renders it and its search
 * metadata. The server uses it for status codes, redirects, head tags and the sitemap; the router for
 * guards and page components.
 */

export type Guard = 'public' | 'signedIn' | 'signedOut';
export type Layout = 'public' | 'app';
export type JsonLdType = 'SoftwareApplication' | 'Organization' | 'Product' | 'FAQPage' | 'Article';
export type PageId =
  | 'landing'
  | 'pricing'
  | 'blog'
  | 'article'
  | 'login'
  | 'register'
  | 'verifyEmail'
  | 'resetPassword'
  | 'workspace'
  | 'history'
  | 'profile'
  | 'invite'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'apiDocs';

export interface PageRoute {
  kind: 'page';
  path: string;
  page: PageId;
  guard: Guard;
  layout: Layout;
  /** Key into the seo namespace (title, description, keywords). */
  seoKey: string;
  /** Public pages are server-rendered with their content, indexed and listed in the sitemap. */
  indexed: boolean;
  jsonLd: JsonLdType[];
  /** Landing aliases scroll to this section id. */
  section?: string;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type RouteDef = PageRoute | RedirectRoute;

const BASE_LD: JsonLdType[] = ['SoftwareApplication', 'Organization'];

const publicPage = (
  path: string,
  page: PageId,
  seoKey: string,
  extra: Partial<Pick<PageRoute, 'jsonLd' | 'section'>> = {},
): PageRoute => ({
  kind: 'page',
  path,
  page,
  guard: 'public',
  layout: 'public',
  seoKey,
  indexed: true,
  jsonLd: [...BASE_LD, ...(extra.jsonLd ?? [])],
  section: extra.section,
});

const appPage = (path: string, page: PageId, guard: Guard, seoKey: string, layout: Layout): PageRoute => ({
  kind: 'page',
  path,
  page,
  guard,
  layout,
  seoKey,
  indexed: false,
  jsonLd: BASE_LD,
});

export const ROUTES: readonly RouteDef[] = [
  publicPage('/', 'landing', 'home'),
  publicPage('/ai-humanizer', 'landing', 'aiHumanizer', { section: 'hero' }),
  publicPage('/international-students', 'landing', 'internationalStudents', { section: 'problems' }),
  publicPage('/features', 'landing', 'features', { section: 'features' }),
  publicPage('/how-it-works', 'landing', 'howItWorks', { section: 'how-it-works' }),
  publicPage('/faq', 'landing', 'faq', { section: 'faq', jsonLd: ['FAQPage'] }),
  publicPage('/case-studies', 'landing', 'caseStudies', { section: 'example' }),
  publicPage('/contact', 'landing', 'contact', { section: 'contact' }),
  publicPage('/pricing', 'pricing', 'pricing', { jsonLd: ['Product'] }),
  publicPage('/blog', 'blog', 'blog'),
  publicPage('/blog/:slug', 'article', 'article', { jsonLd: ['Article'] }),
  publicPage('/privacy', 'privacy', 'privacy'),
  publicPage('/terms', 'terms', 'terms'),
  publicPage('/cookies', 'cookies', 'cookies'),
  publicPage('/api', 'apiDocs', 'apiDocs'),
  { kind: 'redirect', path: '/free-trial', to: '/register' },
  appPage('/login', 'login', 'signedOut', 'login', 'public'),
  appPage('/register', 'register', 'signedOut', 'register', 'public'),
  appPage('/verify-email', 'verifyEmail', 'public', 'verifyEmail', 'public'),
  appPage('/reset-password', 'resetPassword', 'public', 'resetPassword', 'public'),
  appPage('/dashboard', 'workspace', 'signedIn', 'workspace', 'app'),
  appPage('/deleteai', 'workspace', 'signedIn', 'workspace', 'app'),
  appPage('/rephrase', 'workspace', 'signedIn', 'workspace', 'app'),
  appPage('/history', 'history', 'signedIn', 'history', 'app'),
  appPage('/profile', 'profile', 'signedIn', 'profile', 'app'),
  appPage('/invite', 'invite', 'signedIn', 'invite', 'app'),
];

/** Typed paths used by links, so a renamed route breaks the build instead of a link. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  blog: '/blog',
  article: (slug: string) => `/blog/${slug}`,
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  history: '/history',
  profile: '/profile',
  invite: '/invite',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  apiDocs: '/api',
  landingPricing: '/#pricing',
} as const;

/**
 * Where a top-bar or footer link to a signed-in page leads: the page itself when signed in, /login otherwise
 * (spec §3: 'AI Text Humanizer and Invite Friends go to /dashboard and /invite when signed in, /login otherwise').
 */
export const memberLink = (path: string, signedIn: boolean): string => (signedIn ? path : paths.login);

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** Finds the route of a pathname; null means "anything else", which redirects to / (spec §3). */
export function matchRoute(pathname: string): RouteMatch | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, normalized);
    if (match) return { route, params: match.params };
  }
  return null;
}
