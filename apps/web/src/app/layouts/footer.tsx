import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider';
import { memberLink, paths } from '../routes';
import { useRuntimeData } from '../runtime-data';

const linkClass =
  'rounded text-sm text-slate-700 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-300 dark:hover:text-indigo-200';

/** Every link here goes to a real page; the support address appears only when one is configured. */
export function Footer() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { supportEmail } = useRuntimeData();
  const signedIn = status === 'signedIn';
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { to: signedIn ? '/dashboard' : '/ai-humanizer', label: t('nav.humanizer') },
        { to: '/features', label: t('footer.features') },
        { to: '/pricing', label: t('nav.pricing') },
        { to: '/api', label: t('footer.api') },
      ],
    },
    {
      title: t('footer.support'),
      links: [
        { to: '/faq', label: t('footer.faq') },
        { to: '/how-it-works', label: t('footer.howItWorks') },
        { to: '/contact', label: t('footer.contact') },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { to: '/blog', label: t('nav.blog') },
        { to: '/international-students', label: t('footer.students') },
        { to: memberLink(paths.invite, signedIn), label: t('nav.invite') },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { to: '/privacy', label: t('footer.privacy') },
        { to: '/terms', label: t('footer.terms') },
        { to: '/cookies', label: t('footer.cookies') },
      ],
    },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === t('footer.support') && supportEmail ? (
                <li>
                  <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
                    {supportEmail}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('footer.note')}
      </p>
    </footer>
  );
}
