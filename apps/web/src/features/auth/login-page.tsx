import { NAVIGATE_AFTER_LOGIN_MS, STORAGE_KEYS } from '@wordwright/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-provider';
import { ForgotPasswordModal } from './forgot-password-modal';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { emailError, passwordError } from './validation';

type Errors = { email?: string | null; password?: string | null };

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // The address of an account that still needs its code: the page then offers the way to verify it.
  const [unverified, setUnverified] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The route guard may already have moved a signed-in user on; the pending navigation then has nothing to do.
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const remembered = readStorage(STORAGE_KEYS.rememberedEmail);
    if (remembered) {
      setEmail(remembered);
      setRemember(true);
    }
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = emailError(email);
    const passwordProblem = passwordError(password);
    setErrors({
      email: emailProblem ? t(emailProblem) : null,
      password: passwordProblem ? t(passwordProblem) : null,
    });
    if (emailProblem || passwordProblem) return;
    setSubmitting(true);
    try {
      await login(email.trim(), password);
      if (remember) writeStorage(STORAGE_KEYS.rememberedEmail, email.trim());
      else removeStorage(STORAGE_KEYS.rememberedEmail);
      toast.success(t('login.success'));
      timer.current = setTimeout(() => navigate('/dashboard'), NAVIGATE_AFTER_LOGIN_MS);
    } catch (error) {
      toast.error(errorMessage(error, t, 'auth:errors.loginFailed'));
      setUnverified(error instanceof ApiError && error.code === 'email_not_verified' ? email.trim() : null);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <GoogleButton />
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('login.title')}>
        <Field
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="h-4 w-4 rounded border-slate-400 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            />
            {t('login.rememberMe')}
          </label>
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="rounded font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
          >
            {t('login.forgot')}
          </button>
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {unverified ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p>{t('login.unverified')}</p>
          <Link
            to="/verify-email"
            state={{ email: unverified }}
            className="mt-1 inline-block font-semibold text-indigo-800 underline underline-offset-2 dark:text-indigo-300"
          >
            {t('login.verifyNow')}
          </Link>
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
        {t('login.noAccount')}{' '}
        <Link
          to="/register"
          className="font-semibold text-indigo-800 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('login.signUp')}
        </Link>
      </p>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </AuthCard>
  );
}
