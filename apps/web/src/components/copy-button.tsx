import { COPIED_DISPLAY_MS } from '@wordwright/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './ui/button';
import { useToast } from './ui/toast';

/** Copies text and says 'Copied!' for 2 s (spec §4); a refused clipboard is reported, not ignored. */
export function CopyButton({
  text,
  label,
  variant = 'secondary',
  className = '',
}: {
  text: string;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_DISPLAY_MS);
    } catch {
      toast.error(t('copy.failed'));
    }
  };
  return (
    // Its label never wraps or gives way to a long value beside it (a Chinese label would stack one character a line).
    <Button
      variant={variant}
      onClick={copy}
      className={`shrink-0 whitespace-nowrap ${className}`}
      aria-live="polite"
    >
      {copied ? t('copy.copied') : (label ?? t('copy.copy'))}
    </Button>
  );
}
