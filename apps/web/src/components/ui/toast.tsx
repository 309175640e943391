import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const TOAST_MS = 4000;

const styles: Record<ToastKind, string> = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-sky-700 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

/** Bottom-right toasts in a polite live region (errors assertive) so screen readers announce them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((item) => item.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, message: string) => {
      next.current += 1;
      const id = next.current;
      setItems((all) => [...all.slice(-3), { id, kind, message }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
        <div aria-live="polite" className="flex flex-col gap-2">
          {items
            .filter((item) => item.kind !== 'error')
            .map((item) => (
              <ToastView key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
        <div aria-live="assertive" className="flex flex-col gap-2">
          {items
            .filter((item) => item.kind === 'error')
            .map((item) => (
              <ToastView key={item.id} item={item} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-kind={item.kind}
      className={`pointer-events-auto flex items-start justify-between gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${styles[item.kind]}`}
    >
      <span>{item.message}</span>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label={t('close')}
        className="rounded px-1 leading-none focus-visible:outline-2 focus-visible:outline-current"
      >
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
