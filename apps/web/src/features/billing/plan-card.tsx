import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { type Plan, useBuyPlan } from './api';

function formatPrice(price: number, language: string) {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: price % 1 === 0 ? 0 : 2,
  }).format(price);
}

export function PlanCard({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('billing');
  const buy = useBuyPlan();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const period = plan.period === 'month' ? t('perMonth') : t('perSixMonths');
  return (
    <article
      className={`relative flex flex-col rounded-2xl border p-6 shadow-sm ${
        plan.popular
          ? 'border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-700'
      } bg-white dark:bg-slate-900`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-indigo-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-indigo-400 dark:text-slate-950">
          {t('mostPopular')}
        </p>
      ) : null}
      <Heading className="text-lg font-semibold">
        {t(`planNames.${plan.id}`, { defaultValue: plan.name })}
      </Heading>
      <p className="mt-3">
        <span className="text-3xl font-bold">{formatPrice(plan.price, i18n.language)}</span>{' '}
        <span className="text-sm text-slate-600 dark:text-slate-400">{period}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('creditsLine', {
          credits: plan.credits.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US'),
        })}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">
              ✓
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.popular ? 'primary' : 'secondary'}
        onClick={() => buy(plan.id)}
      >
        {t(plan.cta)}
      </Button>
    </article>
  );
}

export function FreeTrialLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Link to="/register" className={buttonClass('primary', className)}>
      {t('startFreeTrial')}
    </Link>
  );
}
