import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Theme = 'system' | 'light' | 'dark';
/** Also read by public/theme.js before the first paint, so a dark page never flashes white. */
const THEME_KEY = 'theme';
const ORDER: Theme[] = ['system', 'light', 'dark'];

function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.classList.toggle('dark', dark);
}

export function ThemeToggle() {
  const { t } = useTranslation();
  // null on the server and during hydration (labelled as 'system'); the stored choice is read after mount.
  // Until then the class set by public/theme.js is left alone, so a saved dark theme never flickers to light.
  const [stored, setTheme] = useState<Theme | null>(null);
  const theme = stored ?? 'system';
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(THEME_KEY);
    } catch {
      saved = null;
    }
    setTheme(saved === 'light' || saved === 'dark' ? saved : 'system');
  }, []);
  useEffect(() => {
    if (stored === null) return;
    applyTheme(theme);
    if (theme !== 'system' || !window.matchMedia) return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [stored, theme]);
  const cycle = useCallback(() => {
    setTheme((current) => {
      const next = ORDER[(ORDER.indexOf(current ?? 'system') + 1) % ORDER.length] ?? 'system';
      try {
        if (next === 'system') window.localStorage.removeItem(THEME_KEY);
        else window.localStorage.setItem(THEME_KEY, next);
      } catch {
        // The toggle still works for this page when storage is blocked.
      }
      return next;
    });
  }, []);
  const icon = theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐';
  return (
    <button
      type="button"
      onClick={cycle}
      className="rounded-lg px-2 py-1.5 text-base text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-300"
      aria-label={t('theme.label', { theme: t(`theme.${theme}`) })}
      title={t('theme.label', { theme: t(`theme.${theme}`) })}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
