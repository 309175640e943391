import { REDIRECT_AFTER_VERIFY_MS } from '@wordwright/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/errors';
import { serverMessageText } from '../../lib/server-messages';
import { confirmPasswordReset, requestPasswordReset } from './api';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { confirmError, emailError, passwordError } from './validation';

/** Without a token the page asks for the address to mail a link to, the same as the login modal. */
function RequestLink() {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (emailError(email)) {
      setError(t('validation.invalidEmail'));
      return;
    }
    setError(null);
    try {
      await requestPasswordReset(email.trim(), i18n.language);
      setSent(true);
      toast.success(t('forgot.sent'));
    } catch (caught) {
      toast.error(caught instanceof ApiError && caught.detail ? apiErrorText(caught, t) : t('forgot.failed'));
    }
  };
  if (sent) {
    return (
      <p role="status" className="text-sm">
        {t('forgot.sent')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('forgot.description')}</p>
      <Field
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" className="w-full">
        {t('forgot.send')}
      </Button>
    </form>
  );
}

export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const passwordProblem = passwordError(password);
    const confirmProblem = confirmError(password, confirm);
    setErrors({
      password: passwordProblem ? t(passwordProblem) : null,
      confirm: confirmProblem ? t(confirmProblem) : null,
    });
    if (passwordProblem || confirmProblem) return;
    setSaving(true);
    try {
      const response = await confirmPasswordReset(token, password, i18n.language);
      setDone(serverMessageText(response?.message, t) || t('reset.success'));
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_VERIFY_MS);
    } catch (caught) {
      toast.error(caught instanceof ApiError && caught.detail ? apiErrorText(caught, t) : t('reset.failed'));
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={token ? t('reset.subtitle') : undefined}>
      {!token ? (
        <RequestLink />
      ) : done ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('reset.title')}>
          <PasswordField
            label={t('fields.newPassword')}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            hint={t('fields.passwordHint')}
            required
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
            required
          />
          <Button type="submit" className="w-full" disabled={saving}>
            {saving ? t('reset.saving') : t('reset.submit')}
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
