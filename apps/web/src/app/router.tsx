import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { LoadingScreen, PageSpinner } from '../components/loading-screen';
import { useAuth } from '../features/auth/auth-provider';
import { usePlans } from '../features/billing/api';
import { isLanguage } from '../i18n';
import { PageHydrated } from './hydration';
import { useLanguageSync } from './language';
import { AppLayout, PublicLayout } from './layouts/layouts';
import { pages } from './pages';
import { type PageRoute, ROUTES } from './routes';
import { useRuntimeData } from './runtime-data';
import { holdScrollTarget } from './scroll-target';
import { applyHeadTags, buildHead, findArticle } from './seo';

/** Applies the route's guard (spec §3). Signed-in-only pages wait for the session instead of bouncing. */
export function Guard({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { status } = useAuth();
  if (route.guard === 'signedIn') {
    if (status === 'signedOut') return <Navigate to="/login" replace />;
    if (status !== 'signedIn') return <LoadingScreen />;
  }
  if (route.guard === 'signedOut') {
    if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
    if (status === 'restoring') return <LoadingScreen />;
  }
  return <>{children}</>;
}

/** Keeps the head (title, description, canonical, alternates, og:…) in step on client-side navigation; the server wrote the first page's. */
function HeadSync({ route }: { route: PageRoute }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const { publicUrl } = useRuntimeData();
  const plans = usePlans().data ?? [];
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    const head = buildHead({ route, pathname: location.pathname, params, language, publicUrl, plans, t });
    applyHeadTags(document, head, publicUrl, language);
  }, [route, location.pathname, params, language, publicUrl, plans, t]);
  return null;
}

/** Landing aliases (/faq, /features…) and #hash links scroll to their section, and stay there as the page settles. */
function useScrollTarget(route: PageRoute) {
  const location = useLocation();
  useEffect(() => {
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : route.section;
    if (!id) {
      window.scrollTo?.(0, 0);
      return;
    }
    return holdScrollTarget(id);
  }, [location.hash, route.section]);
}

function RoutePage({ route }: { route: PageRoute }) {
  const params = useParams();
  useScrollTarget(route);
  if (route.page === 'article' && !findArticle(params.slug)) return <Navigate to="/" replace />;
  const Page = pages[route.page].Component;
  const Layout = route.layout === 'app' ? AppLayout : PublicLayout;
  return (
    <Layout>
      <HeadSync route={route} />
      <Guard route={route}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
          <PageHydrated />
        </Suspense>
      </Guard>
    </Layout>
  );
}

export function AppRoutes() {
  useLanguageSync();
  return (
    <Routes>
      {ROUTES.map((route) =>
        route.kind === 'redirect' ? (
          <Route key={route.path} path={route.path} element={<Navigate to={route.to} replace />} />
        ) : (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ),
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
