import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';

export function PasswordField(
  props: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: string },
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          className="rounded-md px-2 py-1 text-xs font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200 dark:hover:bg-slate-800"
        >
          {visible ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      }
    />
  );
}
