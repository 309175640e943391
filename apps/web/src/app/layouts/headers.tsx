import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useAuth, useLogout } from '../../features/auth/auth-provider';
import { memberLink, paths } from '../routes';
import { ThemeToggle } from '../theme';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const navItemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300 ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** `badge` stays in the top bar at every width (the credits of a signed-in user); `actions` fold into the menu. */
function HeaderFrame({ nav, actions, badge }: { nav: ReactNode; actions: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [closedAt, setClosedAt] = useState(location.key);
  // A navigation closes the mobile menu.
  if (closedAt !== location.key) {
    setClosedAt(location.key);
    if (open) setOpen(false);
  }
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and hands focus back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Logo compact={badge !== undefined} />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">{nav}</ul>
        </nav>
        <div className="flex items-center gap-2">
          {badge}
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          <LanguageSwitch />
          <ThemeToggle />
          <button
            ref={toggle}
            type="button"
            className="rounded-lg px-2 py-1.5 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="sr-only">{t('nav.menu')}</span>
            <span aria-hidden="true">☰</span>
          </button>
        </div>
      </div>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label={t('nav.main')}
          className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1 pt-2">{nav}</ul>
          <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div>
        </nav>
      ) : null}
    </header>
  );
}

export function PublicHeader() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const logout = useLogout();
  const signedIn = status === 'signedIn';
  // Signed out these two lead to /login, which is not what they name, so they are never shown as current.
  const onlySignedIn = ({ isActive }: { isActive: boolean }) =>
    navItemClass({ isActive: signedIn && isActive });
  const nav = (
    <>
      <li>
        <NavLink to={memberLink(paths.dashboard, signedIn)} className={onlySignedIn} end>
          {t('nav.humanizer')}
        </NavLink>
      </li>
      <li>
        <NavLink to={memberLink(paths.invite, signedIn)} className={onlySignedIn} end>
          {t('nav.invite')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/blog" className={navItemClass}>
          {t('nav.blog')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/pricing" className={navItemClass}>
          {t('nav.pricing')}
        </NavLink>
      </li>
    </>
  );
  const actions = signedIn ? (
    <>
      <Link to="/profile" className={buttonClass('ghost')}>
        {t('nav.account')}
      </Link>
      <button type="button" onClick={logout} className={buttonClass('secondary')}>
        {t('nav.logout')}
      </button>
    </>
  ) : (
    <>
      <Link to="/login" className={buttonClass('ghost')}>
        {t('nav.signIn')}
      </Link>
      <Link to="/register" className={buttonClass('primary')}>
        {t('nav.startFree')}
      </Link>
    </>
  );
  return <HeaderFrame nav={nav} actions={actions} />;
}

export function AppHeader() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const logout = useLogout();
  const nav = (
    <>
      <li>
        <NavLink to="/dashboard" className={navItemClass}>
          {t('nav.workspace')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/history" className={navItemClass}>
          {t('nav.history')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/invite" className={navItemClass}>
          {t('nav.invite')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/pricing" className={navItemClass}>
          {t('nav.pricing')}
        </NavLink>
      </li>
    </>
  );
  // In the top bar at every width, phones included (spec: the signed-in top bar shows the credits).
  const badge = user ? (
    <span
      className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-emerald-900 sm:px-3 sm:text-sm dark:bg-emerald-950 dark:text-emerald-100"
      data-testid="credits-badge"
    >
      {t('creditsBadge', {
        credits: user.left_credit.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US'),
      })}
    </span>
  ) : undefined;
  const actions = (
    <>
      <NavLink to="/profile" className={navItemClass}>
        {t('nav.account')}
      </NavLink>
      <button type="button" onClick={logout} className={buttonClass('secondary')}>
        {t('nav.logout')}
      </button>
    </>
  );
  return <HeaderFrame nav={nav} actions={actions} badge={badge} />;
}
