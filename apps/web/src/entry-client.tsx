import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { markPageHydrated } from './app/hydration';
import { pages } from './app/pages';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { matchRoute } from './app/routes';
import { BOOT_DATA_ID, type BootData } from './app/runtime-data';
import { createI18n, isLanguage, languageFromSearch } from './i18n';
import './styles.css';

function readBootData(): BootData {
  const element = document.getElementById(BOOT_DATA_ID);
  try {
    const parsed = element?.textContent ? (JSON.parse(element.textContent) as BootData) : null;
    if (parsed && isLanguage(parsed.lang)) return parsed;
  } catch {
    // Fall through to what the URL says (the Vite dev server has no server render).
  }
  return { lang: languageFromSearch(window.location.search) ?? 'en', publicUrl: window.location.origin };
}

async function start() {
  const boot = readBootData();
  const match = matchRoute(window.location.pathname);
  // Load the current page's code first, so hydration renders it at once instead of suspending.
  if (match?.route.kind === 'page') await pages[match.route.page].preload();
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <AppProviders i18n={createI18n(boot.lang)} queryClient={createQueryClient(boot)} boot={boot}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else {
    // Nothing to hydrate (the dev server renders on the client only).
    markPageHydrated();
    createRoot(root).render(app);
  }
}

void start();
