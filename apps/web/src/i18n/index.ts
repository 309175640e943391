import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enBilling from './en/billing.json';
import enBlog from './en/blog.json';
import enCommon from './en/common.json';
import enInvite from './en/invite.json';
import enLanding from './en/landing.json';
import enSeo from './en/seo.json';
import enWorkspace from './en/workspace.json';
import zhAccount from './zh/account.json';
import zhAuth from './zh/auth.json';
import zhBilling from './zh/billing.json';
import zhBlog from './zh/blog.json';
import zhCommon from './zh/common.json';
import zhInvite from './zh/invite.json';
import zhLanding from './zh/landing.json';
import zhSeo from './zh/seo.json';
import zhWorkspace from './zh/workspace.json';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Namespaces every page may need ship in the main bundle; long page-specific texts (legal, API docs) ship
 * with their page and are added by useBundle.
 */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    workspace: enWorkspace,
    account: enAccount,
    invite: enInvite,
    billing: enBilling,
    landing: enLanding,
    blog: enBlog,
    seo: enSeo,
  },
  zh: {
    common: zhCommon,
    auth: zhAuth,
    workspace: zhWorkspace,
    account: zhAccount,
    invite: zhInvite,
    billing: zhBilling,
    landing: zhLanding,
    blog: zhBlog,
    seo: zhSeo,
  },
} as const;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'zh';
}

/** The language named by a ?lang= parameter, or null when the URL does not choose one. */
export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/** One instance per render on the server (so concurrent requests never share a language), one in the browser. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
