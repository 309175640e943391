import { DEFAULT_MONTHLY_FEE, PROFILE_REFRESH_MS } from '@wordwright/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CopyButton } from '../../components/copy-button';
import { Button, buttonClass } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useAuth, useLogout } from '../auth/auth-provider';
import { cancelSubscription } from '../billing/api';

const FAILED_FETCH_REDIRECT_MS = 2000;

export default function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const { user, refreshUser, logout } = useAuth();
  const doLogout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelMessage, setCancelMessage] = useState<string | null>(null);
  const first = useRef(true);

  // A fresh fetch on arrival; if it fails the session is cleared and the user signs in again (spec §4).
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void refreshUser().then((fresh) => {
      if (fresh) return;
      toast.error(t('auth:errors.fetchUser'));
      timer = setTimeout(() => {
        logout();
        navigate('/login');
      }, FAILED_FETCH_REDIRECT_MS);
    });
    return () => clearTimeout(timer);
  }, [logout, navigate, refreshUser, t, toast]);

  useEffect(() => {
    const timer = setInterval(() => void refreshUser(), PROFILE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshUser]);

  if (!user) return null;
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const fmt = (value: number) => value.toLocaleString(locale);
  const used = user.used_credit ?? Math.max(0, user.total_credit - user.left_credit);
  const usedPercent = user.total_credit > 0 ? Math.min(100, Math.round((used / user.total_credit) * 100)) : 0;
  const date = (value?: string | null) =>
    value ? new Date(value).toLocaleDateString(locale) : t('common:date.unknown');
  const fee = user.monthlyFee ?? DEFAULT_MONTHLY_FEE;
  // An older server sends no flag: its members are treated as paying, as before.
  const paidPlan = user.paid_plan !== false;

  const refresh = async () => {
    setRefreshing(true);
    const fresh = await refreshUser();
    setRefreshing(false);
    if (fresh) toast.success(t('profile.refreshed'));
  };

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      const answer = await cancelSubscription();
      if (answer.url) {
        window.open(answer.url, '_blank', 'noopener');
        setCancelOpen(false);
      } else {
        setCancelMessage(
          answer.support_email
            ? t('profile.cancelByEmail', { support: answer.support_email, email: user?.email })
            : t('profile.cancelEmail'),
        );
      }
    } catch (error) {
      // Membership days from invite rewards have no paid subscription behind them: say so where the writer asked.
      if (error instanceof ApiError && error.code === 'no_subscription') {
        setCancelMessage(t('profile.nothingToCancel', { date: date(user?.subscription_expire_time) }));
      } else {
        toast.error(errorMessage(error, t, 'account:profile.cancelFailed'));
      }
    } finally {
      setCancelling(false);
    }
  };

  const row = (label: string, value: string, copy = false) => (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-3 last:border-b-0 dark:border-slate-700">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 font-medium">
        <span className="min-w-0 break-all">{value}</span>
        {copy ? <CopyButton text={value} className="px-2 py-1 text-xs" /> : null}
      </dd>
    </div>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* An address's local part can be one long unbroken word: it may break anywhere rather than widen the page. */}
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere">
          {t('profile.welcome', { name: user.email.split('@')[0] })}
        </h1>
        <Button variant="secondary" onClick={refresh} disabled={refreshing}>
          {refreshing ? t('profile.refreshing') : t('profile.refresh')}
        </Button>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="account-heading"
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
        >
          <h2 id="account-heading" className="mb-2 font-semibold">
            {t('profile.account')}
          </h2>
          <dl>
            {row(t('profile.email'), user.email, true)}
            {row(t('profile.userId'), String(user.id), true)}
          </dl>
          <Button variant="secondary" className="mt-4" onClick={doLogout}>
            {t('common:nav.logout')}
          </Button>
        </section>
        <section
          aria-labelledby="credits-heading"
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
        >
          <h2 id="credits-heading" className="mb-2 font-semibold">
            {t('profile.credits')}
          </h2>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              [t('profile.remaining'), user.left_credit],
              [t('profile.used'), used],
              [t('profile.total'), user.total_credit],
            ].map(([label, value]) => (
              <div key={String(label)} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-lg font-bold">{fmt(Number(value))}</dd>
              </div>
            ))}
          </dl>
          <div
            className="mt-4 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usedPercent}
            aria-label={t('profile.usage')}
          >
            <div className="h-full bg-indigo-700 dark:bg-indigo-400" style={{ width: `${usedPercent}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('profile.usedPercent', { percent: usedPercent })}
          </p>
        </section>
      </div>
      <section
        aria-labelledby="subscription-heading"
        className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
      >
        <h2 id="subscription-heading" className="mb-2 font-semibold">
          {t('profile.subscription')}
        </h2>
        <p>
          {t('profile.status')}{' '}
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-semibold ${
              user.membership
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'
                : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
            }`}
          >
            {user.membership ? t('profile.active') : t('profile.inactive')}
          </span>
        </p>
        {user.membership ? (
          <>
            <dl className="mt-3">
              {row(t('profile.startDate'), date(user.subscription_date))}
              {row(t('profile.expiryDate'), date(user.subscription_expire_time))}
              {row(t('profile.monthlyFee'), paidPlan ? `$${fee.toFixed(2)}` : t('profile.noFee'))}
              {row(
                t('profile.daysLeft'),
                user.days_until_expiry == null ? t('common:date.unknown') : fmt(user.days_until_expiry),
              )}
            </dl>
            {paidPlan ? (
              <Button
                variant="danger"
                className="mt-4"
                onClick={() => {
                  setCancelMessage(null);
                  setCancelOpen(true);
                }}
              >
                {t('profile.cancel')}
              </Button>
            ) : (
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('profile.rewardDays')}</p>
            )}
          </>
        ) : (
          <div className="mt-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('profile.noPlan')}</p>
            <Link to="/pricing" className={buttonClass('primary', 'mt-3')}>
              {t('profile.viewPlans')}
            </Link>
          </div>
        )}
      </section>
      <Modal open={cancelOpen} onClose={() => setCancelOpen(false)} title={t('profile.cancelTitle')}>
        {cancelMessage ? (
          <p role="status" className="text-sm">
            {cancelMessage}
          </p>
        ) : (
          <p className="text-sm">{t('profile.cancelWarning')}</p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCancelOpen(false)}>
            {cancelMessage ? t('common:close') : t('profile.keep')}
          </Button>
          {cancelMessage ? null : (
            <Button variant="danger" disabled={cancelling} onClick={confirmCancel}>
              {t('profile.confirmCancel')}
            </Button>
          )}
        </div>
      </Modal>
    </div>
  );
}
