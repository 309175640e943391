import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/auth-provider';
import { Button } from './ui/button';

/** Shown while the session is restored (spec §3): what is happening, and two ways out. */
export function LoadingScreen() {
  const { t } = useTranslation();
  const { connectionMessage, retryNow } = useAuth();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <div
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-700 motion-reduce:animate-none dark:border-slate-700 dark:border-t-indigo-300"
      />
      <p className="text-lg font-semibold">{t('loading.title')}</p>
      <p role="status" aria-live="polite" className="max-w-md text-sm text-slate-700 dark:text-slate-300">
        {connectionMessage ?? t('loading.connecting')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={retryNow}>
          {t('loading.retryNow')}
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('loading.refreshPage')}
        </Button>
      </div>
    </div>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[30vh] items-center justify-center p-8 text-slate-700 dark:text-slate-300"
    >
      {t('loading.title')}
    </div>
  );
}
