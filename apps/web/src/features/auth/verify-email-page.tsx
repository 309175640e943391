import {
  REDIRECT_AFTER_VERIFY_MS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '@wordwright/contracts';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/errors';
import { resendVerification, verifyEmail } from './api';
import { AuthCard } from './auth-card';
import { clearPendingEmail, readPendingEmail, savePendingEmail } from './pending-email';
import { emailError } from './validation';

export default function VerifyEmailPage() {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const stateEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [knownEmail, setKnownEmail] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const [cooldown, setCooldown] = useState(VERIFICATION_RESEND_COOLDOWN_SECONDS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address is known only to the browser (the navigation's state, or this tab's sessionStorage after a
  // reload), so it is read after mount: the first render then matches the server's HTML. A layout effect
  // applies it before the first paint, so arriving from the sign-up form never flashes the address field.
  useLayoutEffect(() => {
    const known = stateEmail || readPendingEmail();
    setKnownEmail(known);
    setEmail(known);
  }, [stateEmail]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const tick = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [cooldown]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const address = (knownEmail || email).trim();

  const checkEmail = (): boolean => {
    const problem = emailError(address);
    setEmailProblem(problem ? t(problem) : null);
    return problem === null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkEmail()) return;
    if (code.trim().length !== VERIFICATION_CODE_LENGTH) {
      setError(t('verify.codeLength', { length: VERIFICATION_CODE_LENGTH }));
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await verifyEmail(address, code.trim(), i18n.language);
      clearPendingEmail();
      setVerified(true);
      toast.success(t('verify.success'));
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_VERIFY_MS);
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.detail ? apiErrorText(caught, t) : t('verify.failed');
      setError(message);
      toast.error(message);
      // The message asks for a new code, and the server sends one at once for a dead code: let Resend do it.
      if (caught instanceof ApiError && (caught.code === 'code_locked' || caught.code === 'code_expired')) {
        setCooldown(0);
      }
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!checkEmail()) return;
    setCooldown(VERIFICATION_RESEND_COOLDOWN_SECONDS);
    try {
      await resendVerification(address, i18n.language);
      savePendingEmail(address);
      toast.success(t('verify.resent'));
    } catch (caught) {
      toast.error(
        caught instanceof ApiError && caught.detail ? apiErrorText(caught, t) : t('verify.resendFailed'),
      );
    }
  };

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={knownEmail ? t('verify.sentTo', { email: knownEmail }) : t('verify.enterEmail')}
    >
      {verified ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {t('verify.success')} {t('verify.redirecting')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('verify.title')}>
          {knownEmail ? null : (
            <Field
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailProblem}
              required
            />
          )}
          <Field
            label={t('verify.codeLabel')}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder={t('verify.placeholder')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
            error={error}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em] [&_input]:placeholder:text-base [&_input]:placeholder:tracking-normal"
            required
          />
          <Button type="submit" className="w-full" disabled={verifying}>
            {verifying ? t('verify.verifying') : t('verify.submit')}
          </Button>
          <Button variant="secondary" className="w-full" onClick={resend} disabled={cooldown > 0}>
            {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="font-semibold text-indigo-800 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('verify.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
