import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { type BootData, RuntimeDataProvider } from './runtime-data';

export function AppProviders({
  i18n,
  queryClient,
  boot,
  authRetryDelayMs,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  boot: BootData;
  /** Tests shorten the session's 1 s × attempt retry wait. */
  authRetryDelayMs?: number;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RuntimeDataProvider value={boot}>
          <ToastProvider>
            <AuthProvider retryDelayMs={authRetryDelayMs}>{children}</AuthProvider>
          </ToastProvider>
        </RuntimeDataProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
