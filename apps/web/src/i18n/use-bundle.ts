import { useTranslation } from 'react-i18next';

type Bundle = Record<string, unknown>;

/**
 * Adds a page's own namespace to the running i18n instance before the page reads it; synchronous, so the
 * server render and the client's hydration see the same texts.
 */
export function useBundle(namespace: string, bundles: { en: Bundle; zh: Bundle }) {
  const { i18n } = useTranslation();
  for (const language of ['en', 'zh'] as const) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundles[language], true, false);
    }
  }
  return useTranslation(namespace);
}
