import { useTranslation } from 'react-i18next';
import { useLanguage } from '../language';

/** EN / 中: each button names its language in that language, and the current one is pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const option = (value: 'en' | 'zh', label: string, name: string) => (
    <button
      type="button"
      lang={value === 'zh' ? 'zh-CN' : 'en'}
      aria-pressed={language === value}
      aria-label={name}
      onClick={() => setLanguage(value)}
      className={`rounded-md px-2 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300 ${
        language === value
          ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex items-center gap-0.5 rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{t('language.label')}</legend>
      {option('en', 'EN', 'English')}
      {option('zh', '中', '中文')}
    </fieldset>
  );
}
