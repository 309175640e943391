import { useTranslation } from 'react-i18next';
import { usePlans } from '../billing/api';
import { FreeTrialLink, PlanCard } from '../billing/plan-card';

export default function PricingPage() {
  const { t } = useTranslation('billing');
  const plans = usePlans().data ?? [];
  const why = t('pricingPage.why.items', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t('pricingPage.title')}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('pricingPage.intro')}</p>
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} headingLevel={2} />
        ))}
      </div>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('pricingPage.unlimitedNote')}
      </p>
      <section aria-labelledby="why-heading" className="mt-16">
        <h2 id="why-heading" className="text-center text-3xl font-bold">
          {t('pricingPage.why.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="trial-heading"
        className="mt-16 rounded-3xl bg-indigo-50 px-6 py-12 text-center dark:bg-indigo-950"
      >
        <h2 id="trial-heading" className="text-2xl font-bold">
          {t('pricingPage.trial.title')}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('pricingPage.trial.body')}</p>
        <FreeTrialLink className="mt-6 px-6 py-3 text-base" />
      </section>
    </div>
  );
}
