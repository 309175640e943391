import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuth } from '../auth/auth-provider';

/** Every call to action: the workspace when signed in, registration otherwise (spec §3). */
export function CtaLink({
  label,
  variant = 'primary',
  className = '',
}: {
  label?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const { t } = useTranslation('landing');
  const { status } = useAuth();
  // The landing page hydrates after the session may already be known; see useHydrated.
  const hydrated = useHydrated();
  return (
    <Link
      to={hydrated && status === 'signedIn' ? '/dashboard' : '/register'}
      className={buttonClass(variant, `px-6 py-3 text-base ${className}`)}
    >
      {label ?? t('hero.cta')}
    </Link>
  );
}
