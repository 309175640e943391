import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/errors';
import { requestPasswordReset } from './api';
import { emailError } from './validation';

export function ForgotPasswordModal({
  open,
  onClose,
  initialEmail,
}: {
  open: boolean;
  onClose: () => void;
  initialEmail: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [seenOpen, setSeenOpen] = useState(open);
  // Each time the modal opens it starts from the e-mail typed on the login form.
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      setEmail(initialEmail);
      setError(null);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    if (problem) {
      setError(t(problem === 'validation.emailRequired' ? 'validation.invalidEmail' : problem));
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(email.trim(), i18n.language);
      toast.success(t('forgot.sent'));
      onClose();
    } catch (caught) {
      toast.error(caught instanceof ApiError && caught.detail ? apiErrorText(caught, t) : t('forgot.failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t('forgot.title')}>
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('forgot.cancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t('forgot.sending') : t('forgot.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
