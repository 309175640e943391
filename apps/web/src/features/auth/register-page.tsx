import { useQuery } from '@tanstack/react-query';
import { INVITE_REWARD_CREDITS, INVITE_REWARD_DAYS, REDIRECT_AFTER_REGISTER_MS } from '@wordwright/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/errors';
import { serverMessageText } from '../../lib/server-messages';
import { registerAccount, validateInvite } from './api';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { savePendingEmail } from './pending-email';
import { confirmError, emailError, passwordError } from './validation';

type Errors = { email?: string | null; password?: string | null; confirm?: string | null };

function InviteBanner({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const check = useQuery({
    queryKey: ['invite', 'validate', code],
    queryFn: () => validateInvite(code),
    retry: false,
  });
  if (check.isPending) return null;
  if (check.data?.valid) {
    return (
      <div
        role="status"
        className="mb-5 rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <p className="font-semibold">{t('register.inviteApplied')}</p>
        <p className="mt-1">
          {t('register.inviteBonus', { credits: INVITE_REWARD_CREDITS, days: INVITE_REWARD_DAYS })}
        </p>
      </div>
    );
  }
  return (
    <p
      role="status"
      className="mb-5 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('register.inviteInvalid')}
    </p>
  );
}

export default function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim() || null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: emailError(email),
      password: passwordError(password),
      confirm: confirmError(password, confirm),
    };
    setErrors({
      email: next.email ? t(next.email) : null,
      password: next.password ? t(next.password) : null,
      confirm: next.confirm ? t(next.confirm) : null,
    });
    if (next.email || next.password || next.confirm) return;
    setSubmitting(true);
    try {
      const response = await registerAccount(email.trim(), password, invite, i18n.language);
      const address = email.trim();
      savePendingEmail(address);
      setDone(serverMessageText(response?.message, t) || t('register.success'));
      timer.current = setTimeout(
        () => navigate('/verify-email', { state: { email: address } }),
        REDIRECT_AFTER_REGISTER_MS,
      );
    } catch (error) {
      toast.error(errorMessage(error, t, 'auth:errors.registerFailed'));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {invite ? <InviteBanner code={invite} /> : null}
      {done ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {done} {t('register.redirecting')}
        </p>
      ) : (
        <>
          <GoogleButton invite={invite} />
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('register.title')}>
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
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? t('register.submitting') : t('register.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">
        {t('register.haveAccount')}{' '}
        <Link
          to="/login"
          className="font-semibold text-indigo-800 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
