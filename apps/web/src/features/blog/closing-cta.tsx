import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

export function ClosingCta({ withPromises = false }: { withPromises?: boolean }) {
  const { t } = useTranslation('blog');
  return (
    <section
      aria-labelledby="blog-cta"
      className="mt-16 rounded-3xl bg-indigo-50 px-6 py-10 text-center dark:bg-indigo-950"
    >
      <h2 id="blog-cta" className="text-2xl font-bold">
        {t('cta.title')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('cta.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
          {t('cta.start')}
        </Link>
        <Link to="/#pricing" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          {t('cta.pricing')}
        </Link>
      </div>
      {withPromises ? (
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
          {['noCard', 'freeWords', 'instant'].map((key) => (
            <li key={key}>
              <span aria-hidden="true" className="mr-1 text-emerald-700 dark:text-emerald-400">
                ✓
              </span>
              {t(`cta.${key}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
