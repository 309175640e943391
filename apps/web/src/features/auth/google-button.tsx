import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../app/query-client';
import { useRuntimeData } from '../../app/runtime-data';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { OrDivider } from './auth-card';
import { useAuth } from './auth-provider';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisScript: Promise<void> | null = null;

function loadGoogleIdentity(): Promise<void> {
  gisScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      gisScript = null;
      reject(new Error('Google Identity Services failed to load'));
    };
    document.head.appendChild(script);
  });
  return gisScript;
}

/** The client id the server injected, or GET /config when the page was not server-rendered (dev server). */
function useGoogleClientId(): string | null {
  const { googleClientId } = useRuntimeData();
  const config = useQuery({
    queryKey: queryKeys.config,
    queryFn: () => api<{ googleClientId?: string | null }>('/config', { token: null }),
    enabled: googleClientId === undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return googleClientId ?? config.data?.googleClientId ?? null;
}

/** Google sign-in (Identity Services). Renders nothing when no client id is configured. */
export function GoogleButton({ invite }: { invite?: string | null }) {
  const clientId = useGoogleClientId();
  const container = useRef<HTMLDivElement>(null);
  const { loginWithGoogle } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { t, i18n } = useTranslation('auth');
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then(() => {
        const element = container.current;
        if (cancelled || !element || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            loginWithGoogle(credential, invite)
              .then(() => {
                toast.success(t('login.googleSuccess'));
                navigate('/dashboard');
              })
              .catch((error: unknown) => toast.error(errorMessage(error, t, 'auth:errors.googleFailed')));
          },
        });
        window.google.accounts.id.renderButton(element, {
          theme: 'outline',
          size: 'large',
          width: Math.min(element.clientWidth || 320, 400),
          text: 'continue_with',
          locale: i18n.language === 'zh' ? 'zh_CN' : 'en',
        });
      })
      .catch(() => toast.error(t('errors.googleUnavailable')));
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.language, invite, loginWithGoogle, navigate, t, toast]);
  if (!clientId) return null;
  return (
    <>
      <div ref={container} className="flex min-h-11 justify-center" />
      <OrDivider label={t('or')} />
    </>
  );
}
