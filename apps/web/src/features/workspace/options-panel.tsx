import { ENGLISH_VARIANTS, REWRITE_MODES, REWRITE_STRENGTHS } from '@wordwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/field';
import type { RewriteOptions } from './api';

/** The select's value for "no variant named": the server then keeps the draft's own spelling. */
const MATCH_DRAFT = 'match';

export function OptionsPanel({
  options,
  keepText,
  onChange,
  onKeepTextChange,
  disabled,
}: {
  options: RewriteOptions;
  keepText: string;
  onChange: (options: RewriteOptions) => void;
  onKeepTextChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const selectClass = `${inputClass} py-1.5`;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">{t('options.legend')}</legend>
      <div>
        <label htmlFor={`${id}-mode`} className="mb-1 block text-sm font-medium">
          {t('options.mode')}
        </label>
        <select
          id={`${id}-mode`}
          className={selectClass}
          value={options.mode}
          onChange={(event) => onChange({ ...options, mode: event.target.value as RewriteOptions['mode'] })}
        >
          {REWRITE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`modes.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-variant`} className="mb-1 block text-sm font-medium">
          {t('options.variant')}
        </label>
        <select
          id={`${id}-variant`}
          className={selectClass}
          value={options.variant ?? MATCH_DRAFT}
          onChange={(event) => {
            const value = event.target.value;
            onChange({
              ...options,
              variant: value === MATCH_DRAFT ? undefined : (value as RewriteOptions['variant']),
            });
          }}
        >
          <option value={MATCH_DRAFT}>{t('variants.matchDraft')}</option>
          {ENGLISH_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {t(`variants.${variant}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t('options.strength')}</legend>
        <div className="flex flex-wrap gap-2">
          {REWRITE_STRENGTHS.map((strength) => (
            <label
              key={strength}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-checked:border-indigo-700 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:has-checked:border-indigo-300 dark:has-checked:bg-indigo-950"
            >
              <input
                type="radio"
                name={`${id}-strength`}
                value={strength}
                checked={options.strength === strength}
                onChange={() => onChange({ ...options, strength })}
                className="accent-indigo-700"
              />
              {t(`strengths.${strength}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-keep`} className="mb-1 block text-sm font-medium">
          {t('options.keep')}
        </label>
        <input
          id={`${id}-keep`}
          className={inputClass}
          value={keepText}
          onChange={(event) => onKeepTextChange(event.target.value)}
          placeholder={t('options.keepPlaceholder')}
          aria-describedby={`${id}-keep-hint`}
        />
        <p id={`${id}-keep-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('options.keepHint')}
        </p>
      </div>
    </fieldset>
  );
}
