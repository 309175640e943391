import { STORAGE_KEYS } from '@wordwright/contracts';
import type { i18n as I18n } from 'i18next';
import { useCallback, useContext, useEffect } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { htmlLang, isLanguage, type Language, languageFromSearch } from '../i18n';
import { readStorage, writeStorage } from '../lib/storage';
import { afterPageHydration } from './hydration';

/**
 * Changes the language once the page has hydrated. On a slow device the page's own Suspense boundary may still be
 * hydrating from the server's HTML when a writer clicks '中文'; i18n is read outside React, so switching it then
 * would hydrate Chinese text against the server's English and throw a hydration error.
 */
function switchLanguage(i18n: I18n, language: Language): void {
  afterPageHydration(() => {
    void i18n.changeLanguage(language);
  });
}

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const setLanguage = useCallback(
    (next: Language) => {
      writeStorage(STORAGE_KEYS.language, next);
      switchLanguage(i18n, next);
      // English is the default and has no parameter; Chinese pages carry ?lang=zh so links can be shared.
      const params = new URLSearchParams(location.search);
      if (next === 'zh') params.set('lang', 'zh');
      else params.delete('lang');
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    },
    [i18n, location, navigate],
  );
  return { language, setLanguage };
}

/**
 * After hydration: a ?lang= in the URL wins and is remembered; without one the remembered choice applies.
 * <html lang> and the document title follow every change.
 */
export function useLanguageSync() {
  // The provider's own instance: useTranslation() hands out a new wrapper after every language change, which
  // would re-run the effect below with the router's previous URL and undo a switch back to English.
  const { i18n } = useContext(I18nContext);
  const location = useLocation();
  useEffect(() => {
    const fromUrl = languageFromSearch(location.search);
    if (fromUrl) {
      writeStorage(STORAGE_KEYS.language, fromUrl);
      if (i18n.language !== fromUrl) switchLanguage(i18n, fromUrl);
      return;
    }
    // public/language.js is already replacing this page with its ?lang= twin: the new page renders in that
    // language from the server, and switching here, mid-hydration, would only cause a hydration mismatch.
    if (document.documentElement.hasAttribute('data-language-redirect')) return;
    const stored = readStorage(STORAGE_KEYS.language);
    if (isLanguage(stored) && stored !== i18n.language) switchLanguage(i18n, stored);
  }, [i18n, location.search]);
  useEffect(() => {
    const apply = (language: string) => {
      document.documentElement.lang = htmlLang(isLanguage(language) ? language : 'en');
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
}
