import { useQueryClient } from '@tanstack/react-query';
import {
  countWords,
  LONG_TEXT_THRESHOLD_WORDS,
  MAX_INPUT_WORDS,
  MIN_INPUT_WORDS,
  mostlyNonLatin,
  parseKeepWords,
} from '@wordwright/contracts';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRuntimeData } from '../../app/runtime-data';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useAuth, useSessionExpired } from '../auth/auth-provider';
import {
  cancelJob,
  followJob,
  originalQuery,
  type RewriteOptions,
  type RewriteResult,
  rewriteShort,
  startLongText,
  uploadDocument,
} from './api';
import { OptionsPanel } from './options-panel';
import { OutputPanel } from './output-panel';

const CREDENTIALS_DETAIL = 'Could not validate credentials';
const DOCUMENT_TYPES =
  '.txt,.md,.docx,text/plain,text/markdown,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `needed`: the credits (words) of the refused text, when the page knows them (not for a document). */
type Problem = { kind: 'credits'; needed: number | null } | { kind: 'message'; text: string } | null;
interface Progress {
  done: number;
  total: number;
}
/** The result on screen and the size of its original (known from the job when the text itself is not). */
interface Shown {
  result: RewriteResult;
  words: number | null;
}

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

function Counter({
  label,
  value,
  tone = 'normal',
}: {
  label: string;
  value: string;
  tone?: 'normal' | 'warn';
}) {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`font-semibold ${tone === 'warn' ? 'text-red-700 dark:text-red-400' : ''}`}>{value}</dd>
    </div>
  );
}

function Features() {
  const { t } = useTranslation('workspace');
  const points = t('features.points', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <section aria-labelledby="workspace-features" className="mt-12">
      <h2 id="workspace-features" className="text-xl font-bold">
        {t('features.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {points.map((point) => (
          <li key={point.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold">{point.title}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{point.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function WorkspacePage() {
  const { t, i18n } = useTranslation('workspace');
  const { user, status, setUser, refreshUser } = useAuth();
  const sessionExpired = useSessionExpired();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const ids = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<RewriteOptions>({
    mode: 'standard',
    strength: 'medium',
    keep: [],
    seed: newSeed(),
  });
  const [keepText, setKeepText] = useState('');
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  /** The job the reader cancelled: its end is reported as a refund, not as a failure. */
  const cancelledJob = useRef<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  /** The text this page sent as a job: that job's original, so it need not be read back from the server. */
  const jobSource = useRef<{ id: string; text: string } | null>(null);
  const outputRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const words = countWords(text);
  const signedIn = status === 'signedIn' && user !== null;
  const tooShort = words < MIN_INPUT_WORDS;
  const tooLong = words > MAX_INPUT_WORDS;
  // Known before sending: the balance is on screen, so the refusal is shown here rather than after a round trip.
  const creditsShort = Boolean(user) && !tooShort && !tooLong && words > (user?.left_credit ?? 0);
  const longText = words > LONG_TEXT_THRESHOLD_WORDS;
  // Chinese and other non-Latin text counts as few "words" and only a language-model engine rewrites it: say so.
  const { multilingualEngine } = useRuntimeData();
  const otherLanguage = !multilingualEngine && mostlyNonLatin(text);
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-US';
  const fmt = (value: number) => value.toLocaleString(locale);

  const handleError = useCallback(
    (error: unknown, needed?: number) => {
      if (
        error instanceof ApiError &&
        (error.status === 401 || error.detail?.startsWith(CREDENTIALS_DETAIL))
      ) {
        sessionExpired(t('auth:session.credentialsInvalid'));
        return;
      }
      if (error instanceof ApiError && error.status === 402) {
        setProblem({ kind: 'credits', needed: needed ?? null });
        // The message quotes the balance: read it fresh, the cached one may be out of date.
        void refreshUser();
        return;
      }
      setProblem({ kind: 'message', text: errorMessage(error, t, 'workspace:errors.failedToSubmit') });
    },
    [refreshUser, sessionExpired, t],
  );

  const showResult = useCallback(
    (next: RewriteResult, words: number | null) => {
      setShown({ result: next, words: next.original === null ? words : countWords(next.original) });
      if (next.user) setUser(next.user);
      else void refreshUser();
      requestAnimationFrame(() => outputRef.current?.focus());
    },
    [refreshUser, setUser],
  );

  // A job in the URL (long text or document) is followed until it ends, also after a page reload. A broken
  // event stream falls back to polling (followJob): `?job=` stays until the job reaches a final state.
  useEffect(() => {
    if (!jobId || !signedIn) return;
    const controller = new AbortController();
    setProcessing(true);
    setProblem(null);
    setReconnecting(false);
    const run = async () => {
      try {
        const job = await followJob(
          jobId,
          {
            onProgress: (done, total) => setProgress({ done, total }),
            onReconnecting: setReconnecting,
          },
          controller.signal,
        );
        if (job.status === 'completed' && job.result) {
          // After a reload, or for a document, the original stays unknown until a view needs it.
          const source = jobSource.current?.id === jobId ? jobSource.current.text : null;
          showResult({ ...job.result, original: job.result.original ?? source }, job.words);
        } else if (job.status === 'cancelled' && cancelledJob.current === jobId) {
          setNotice(t('progress.cancelled'));
          void refreshUser();
        } else {
          setProblem({ kind: 'message', text: job.error ?? t('errors.jobFailed') });
          void refreshUser();
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        handleError(error);
      }
      if (controller.signal.aborted) return;
      cancelledJob.current = null;
      setProcessing(false);
      setProgress(null);
      setReconnecting(false);
      setCancelling(false);
      setParams(
        (current) => {
          current.delete('job');
          return current;
        },
        { replace: true },
      );
    };
    void run();
    return () => controller.abort();
  }, [jobId, signedIn, handleError, refreshUser, setParams, showResult, t]);

  const cancel = async () => {
    if (!jobId || cancelling) return;
    setCancelling(true);
    try {
      cancelledJob.current = jobId;
      const job = await cancelJob(jobId);
      if (job.status !== 'cancelled') cancelledJob.current = null;
    } catch (error) {
      cancelledJob.current = null;
      setCancelling(false);
      // 409: the job ended first; following it shows its result.
      if (!(error instanceof ApiError && error.status === 409)) handleError(error);
    }
  };

  const submit = useCallback(
    /** `source` replaces the text box's content (Rewrite again rewrites the original it shows). */
    async (seed = options.seed, source = text) => {
      if (!signedIn) {
        navigate('/login');
        return;
      }
      const count = countWords(source);
      if (processing || count < MIN_INPUT_WORDS || count > MAX_INPUT_WORDS) return;
      const chosen: RewriteOptions = { ...options, keep: parseKeepWords(keepText), seed };
      setOptions(chosen);
      setProblem(null);
      setNotice(null);
      setProcessing(true);
      if (source !== text) setText(source);
      try {
        if (count > LONG_TEXT_THRESHOLD_WORDS) {
          const id = await startLongText(source, chosen, i18n.language);
          jobSource.current = { id, text: source };
          setParams((current) => {
            current.set('job', id);
            return current;
          });
          return;
        }
        showResult(await rewriteShort(source, chosen, i18n.language), null);
        setProcessing(false);
      } catch (error) {
        handleError(error, count);
        setProcessing(false);
      }
    },
    [
      handleError,
      i18n.language,
      keepText,
      navigate,
      options,
      processing,
      setParams,
      showResult,
      signedIn,
      text,
    ],
  );

  const upload = async (file: File | undefined) => {
    if (!file || !signedIn) return;
    setProblem(null);
    setNotice(null);
    setProcessing(true);
    try {
      const id = await uploadDocument(file, { ...options, keep: parseKeepWords(keepText) }, i18n.language);
      setParams((current) => {
        current.set('job', id);
        return current;
      });
    } catch (error) {
      handleError(error);
      setProcessing(false);
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  // Read through a ref so the callback handed to the output panel never changes: a new one on every keystroke
  // would re-render the whole result.
  const rewriteAgainRef = useRef(async () => {});
  useEffect(() => {
    rewriteAgainRef.current = async () => {
      if (!shown) return;
      const { original, id } = shown.result;
      try {
        const source =
          original ?? (id === null ? '' : (await queryClient.fetchQuery(originalQuery(id))).input);
        await submit(newSeed(), source);
      } catch (error) {
        handleError(error);
      }
    };
  });
  const rewriteAgain = useCallback(() => void rewriteAgainRef.current(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const submitLabel = !signedIn
    ? t('submit.signedOut')
    : processing
      ? t('submit.processing')
      : t('submit.idle');
  // Rewrite again rewrites the original this result came from, never whatever is in the text box; when that
  // original is unknown or too long to send as text (a large document), it is disabled.
  const canRewriteAgain =
    shown !== null &&
    (shown.result.original !== null || shown.result.id !== null) &&
    shown.words !== null &&
    shown.words >= MIN_INPUT_WORDS &&
    shown.words <= MAX_INPUT_WORDS;
  const percent = progress ? Math.round((progress.done / progress.total) * 100) : null;

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('subtitle')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${ids}-input`} className="space-y-4">
          <h2 id={`${ids}-input`} className="sr-only">
            {t('input.heading')}
          </h2>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Counter label={t('counters.credits')} value={user ? fmt(user.left_credit) : '—'} />
            <Counter
              label={t('counters.words')}
              value={`${fmt(words)} / ${fmt(MAX_INPUT_WORDS)}`}
              tone={tooLong ? 'warn' : 'normal'}
            />
            <Counter
              label={t('counters.required')}
              value={fmt(words)}
              tone={user && words > user.left_credit ? 'warn' : 'normal'}
            />
          </dl>
          <div>
            <label htmlFor={`${ids}-text`} className="mb-1 block text-sm font-medium">
              {t('input.label')}
            </label>
            <textarea
              id={`${ids}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              rows={14}
              placeholder={t('input.placeholder')}
              aria-describedby={`${ids}-status`}
              className={`${inputClass} min-h-64 resize-y leading-6`}
              data-testid="workspace-input"
            />
            <div id={`${ids}-status`} className="mt-1 space-y-1 text-sm" aria-live="polite">
              {tooShort ? (
                <p className="text-amber-800 dark:text-amber-300">{t('input.minimum', { count: words })}</p>
              ) : null}
              {otherLanguage ? (
                <p className="text-amber-800 dark:text-amber-300" data-testid="workspace-english-only">
                  {t('input.englishOnly')}
                </p>
              ) : null}
              {tooLong ? (
                <p className="text-red-700 dark:text-red-400">
                  {t('input.maximum', { max: fmt(MAX_INPUT_WORDS) })}
                </p>
              ) : null}
              {creditsShort && user ? (
                <p className="text-red-700 dark:text-red-400" data-testid="workspace-credits-short">
                  {t('errors.noCredits')}{' '}
                  {t('errors.creditsShort', { needed: fmt(words), left: fmt(user.left_credit) })}{' '}
                  <Link to="/pricing" className="font-semibold underline">
                    {t('errors.seePlans')}
                  </Link>
                </p>
              ) : null}
              {longText && !tooLong ? (
                <p className="text-slate-700 dark:text-slate-300">
                  {t('input.longText', { threshold: LONG_TEXT_THRESHOLD_WORDS })}
                </p>
              ) : null}
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('input.shortcut')}</p>
            </div>
          </div>
          <OptionsPanel
            options={options}
            keepText={keepText}
            onChange={setOptions}
            onKeepTextChange={setKeepText}
            disabled={processing}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => void submit()}
              disabled={signedIn && (processing || tooShort || tooLong || creditsShort)}
              className="min-w-48"
              data-testid="workspace-submit"
            >
              {submitLabel}
            </Button>
            {signedIn ? (
              <>
                <input
                  ref={fileRef}
                  id={`${ids}-file`}
                  type="file"
                  accept={DOCUMENT_TYPES}
                  className="peer sr-only"
                  onChange={(event) => void upload(event.target.files?.[0])}
                  disabled={processing}
                />
                <label
                  htmlFor={`${ids}-file`}
                  className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 dark:border-slate-600 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-indigo-300"
                >
                  {t('upload.label')}
                </label>
              </>
            ) : null}
          </div>
          {signedIn ? <p className="text-xs text-slate-600 dark:text-slate-400">{t('upload.hint')}</p> : null}
          {jobId && processing ? (
            <div data-testid="workspace-job">
              {progress ? (
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={progress.total}
                  aria-valuenow={progress.done}
                  aria-label={t('progress.label')}
                  className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className="h-full bg-indigo-700 transition-all dark:bg-indigo-400"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              ) : null}
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
                <p aria-live="polite">
                  {progress
                    ? t('progress.segments', { done: progress.done, total: progress.total })
                    : t('progress.starting')}
                  {reconnecting ? (
                    <span className="ml-2 text-slate-600 dark:text-slate-400">
                      {t('progress.reconnecting')}
                    </span>
                  ) : null}
                </p>
                <Button
                  variant="secondary"
                  onClick={() => void cancel()}
                  disabled={cancelling}
                  data-testid="workspace-cancel"
                >
                  {cancelling ? t('progress.cancelling') : t('progress.cancel')}
                </Button>
              </div>
            </div>
          ) : null}
          {notice ? (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {notice}
            </p>
          ) : null}
          {problem ? (
            <div
              role="alert"
              className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {problem.kind === 'credits' ? (
                <>
                  {t('errors.noCredits')}{' '}
                  {/* Only figures that explain the refusal; otherwise one of them is out of date. */}
                  {problem.needed !== null && user && problem.needed > user.left_credit ? (
                    <>
                      {t('errors.creditsShort', {
                        needed: fmt(problem.needed),
                        left: fmt(user.left_credit),
                      })}{' '}
                    </>
                  ) : null}
                  <Link to="/pricing" className="font-semibold underline">
                    {t('errors.seePlans')}
                  </Link>
                </>
              ) : (
                problem.text
              )}
            </div>
          ) : null}
        </section>
        <section aria-labelledby={`${ids}-output`} className="min-w-0">
          <h2 id={`${ids}-output`} className="mb-3 text-lg font-semibold" ref={outputRef} tabIndex={-1}>
            {t('output.heading')}
          </h2>
          {shown ? (
            <OutputPanel
              result={shown.result}
              busy={processing || !canRewriteAgain}
              onRewriteAgain={rewriteAgain}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
              {processing ? t('submit.processing') : t('output.empty')}
            </p>
          )}
        </section>
      </div>
      <Features />
    </div>
  );
}
