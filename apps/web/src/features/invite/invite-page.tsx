import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITE_REWARD_CREDITS, INVITE_REWARD_DAYS } from '@wordwright/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-client';
import { CopyButton } from '../../components/copy-button';
import { PageSpinner } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/errors';
import { serverMessageText } from '../../lib/server-messages';
import { useAuth } from '../auth/auth-provider';
import { fetchInviteStats, fetchOrCreateCode, redeemInviteCode } from './api';

/** Gold, silver and bronze for the top three, drawn with CSS so they never depend on an emoji font. */
const MEDALS = [
  'bg-amber-400 text-amber-950 ring-amber-600',
  'bg-slate-300 text-slate-900 ring-slate-500',
  'bg-orange-300 text-orange-950 ring-orange-600',
];

/** The invite link of the code; the server's URL when it sent one, else this site's /register?invite=. */
function inviteLink(code: string, url: string): string {
  if (url) return url;
  return `${window.location.origin}/register?invite=${encodeURIComponent(code)}`;
}

export function validateInviteCode(value: string): string | null {
  return value.trim() === '' ? 'use.required' : null;
}

export default function InvitePage() {
  const { t, i18n } = useTranslation('invite');
  const toast = useToast();
  const client = useQueryClient();
  const { refreshUser } = useAuth();
  const code = useQuery({ queryKey: queryKeys.inviteCode, queryFn: fetchOrCreateCode, retry: false });
  const stats = useQuery({ queryKey: queryKeys.inviteStats, queryFn: fetchInviteStats });
  const [showBoard, setShowBoard] = useState(false);
  const [entered, setEntered] = useState('');
  const [useError, setUseError] = useState<string | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  const fmt = (value: number) => value.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');

  const share = async (link: string) => {
    if (!navigator.share) {
      try {
        await navigator.clipboard.writeText(link);
        toast.success(t('common:copy.copied'));
      } catch {
        toast.error(t('errors.copyText'));
      }
      return;
    }
    try {
      await navigator.share({
        title: t('share.title'),
        text: t('share.text', { credits: INVITE_REWARD_CREDITS }),
        url: link,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError')
        toast.info(t('errors.shareCancelled'));
      else toast.error(t('errors.copyText'));
    }
  };

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInviteCode(entered);
    if (problem) {
      setUseError(t(problem));
      return;
    }
    setUseError(null);
    setRedeeming(true);
    try {
      const answer = await redeemInviteCode(entered.trim());
      if (answer.success === false) {
        setUseError(serverMessageText(answer.message, t) || t('errors.useFailed'));
      } else {
        toast.success(serverMessageText(answer.message, t));
        setEntered('');
        void client.invalidateQueries({ queryKey: queryKeys.inviteStats });
        void refreshUser();
      }
    } catch (error) {
      setUseError(error instanceof ApiError && error.detail ? apiErrorText(error, t) : t('errors.useFailed'));
    } finally {
      setRedeeming(false);
    }
  };

  const card = 'rounded-xl border border-slate-200 p-5 dark:border-slate-700';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('subtitle', { credits: fmt(INVITE_REWARD_CREDITS), days: INVITE_REWARD_DAYS })}
        </p>
      </div>
      <section aria-labelledby="my-code" className={card}>
        <h2 id="my-code" className="mb-3 font-semibold">
          {t('mine.title')}
        </h2>
        {code.isPending ? (
          <PageSpinner />
        ) : code.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('errors.generate')}{' '}
            <Button variant="secondary" onClick={() => void code.refetch()}>
              {t('retry')}
            </Button>
          </p>
        ) : (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-600 dark:text-slate-400">{t('mine.code')}</span>
              <code className="rounded bg-slate-100 px-2 py-1 text-lg font-bold tracking-wider dark:bg-slate-800">
                {code.data.invite_code}
              </code>
              <CopyButton text={code.data.invite_code} label={t('mine.copyCode')} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-600 dark:text-slate-400">{t('mine.link')}</span>
              <code className="min-w-0 rounded bg-slate-100 px-2 py-1 text-sm break-all dark:bg-slate-800">
                {inviteLink(code.data.invite_code, code.data.invite_url)}
              </code>
              <CopyButton
                text={inviteLink(code.data.invite_code, code.data.invite_url)}
                label={t('mine.copyLink')}
              />
              <Button
                variant="primary"
                onClick={() => share(inviteLink(code.data.invite_code, code.data.invite_url))}
              >
                {t('mine.share')}
              </Button>
            </div>
          </div>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="use-code" className={card}>
          <h2 id="use-code" className="mb-3 font-semibold">
            {t('use.title')}
          </h2>
          <form onSubmit={redeem} noValidate className="space-y-3">
            <Field
              label={t('use.label')}
              name="invite-code"
              autoComplete="off"
              value={entered}
              onChange={(event) => setEntered(event.target.value)}
              error={useError}
            />
            <Button type="submit" disabled={redeeming}>
              {t('use.submit')}
            </Button>
          </form>
        </section>
        <section aria-labelledby="stats" className={card}>
          <h2 id="stats" className="mb-3 font-semibold">
            {t('stats.title')}
          </h2>
          {stats.data ? (
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                [t('stats.invites'), stats.data.total_invites],
                [t('stats.credits'), stats.data.total_rewards_earned],
                [t('stats.days'), stats.data.days_extension_earned],
              ].map(([label, value]) => (
                <div key={String(label)} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="text-lg font-bold">{fmt(Number(value))}</dd>
                </div>
              ))}
            </dl>
          ) : stats.isError ? (
            <p className="text-sm">{t('stats.unavailable')}</p>
          ) : (
            <PageSpinner />
          )}
        </section>
      </div>
      <section aria-labelledby="leaderboard" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="leaderboard" className="font-semibold">
            {t('board.title')}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={showBoard}
            aria-controls="leaderboard-table"
            onClick={() => setShowBoard((v) => !v)}
          >
            {showBoard ? t('board.hide') : t('board.show')}
          </Button>
        </div>
        {showBoard ? (
          <div id="leaderboard-table" className="mt-4 overflow-x-auto">
            {stats.data && stats.data.leaderboard.length > 0 ? (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-2 pr-3">
                      {t('board.rank')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('board.inviter')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('board.invites')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.leaderboard.map((entry) => {
                    const mine = entry.is_you === true;
                    return (
                      <tr
                        key={`${entry.rank}-${entry.inviter_email}`}
                        className={`border-b border-slate-100 dark:border-slate-800 ${mine ? 'bg-indigo-50 font-semibold dark:bg-indigo-950' : ''}`}
                      >
                        <td className="py-2 pr-3">
                          {entry.rank <= 3 ? (
                            <span
                              role="img"
                              aria-label={t('board.medal', { rank: entry.rank })}
                              className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ring-2 ${MEDALS[entry.rank - 1]}`}
                            >
                              {entry.rank}
                            </span>
                          ) : (
                            entry.rank
                          )}
                        </td>
                        <td className="py-2 pr-3 break-all">
                          {entry.inviter_email}
                          {mine ? (
                            <span className="ml-2 inline-block rounded bg-indigo-700 whitespace-nowrap px-1.5 py-0.5 text-xs text-white dark:bg-indigo-300 dark:text-slate-950">
                              {t('board.you')}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2">{fmt(entry.invite_count)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : (
              <p className="text-sm">{t('board.empty')}</p>
            )}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="how-invites" className={card}>
        <h2 id="how-invites" className="mb-3 font-semibold">
          {t('how.title')}
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {(
            t('how.steps', {
              returnObjects: true,
              credits: fmt(INVITE_REWARD_CREDITS),
              days: INVITE_REWARD_DAYS,
            }) as string[]
          ).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
