import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPlugin } from './build/blog-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.WORDWRIGHT_API ?? 'http://localhost:3000';

// Page paths and API paths overlap (/history, /register…), so the dev proxy only forwards requests that are
// not browser navigations; navigations get the client-rendered index.html.
const isNavigation = (accept: string | undefined) => (accept ?? '').includes('text/html');
const proxied = [
  '/token',
  '/auth',
  '/users',
  '/register',
  '/reset-password',
  '/invite',
  '/deleteai',
  '/jobs',
  '/documents',
  '/history',
  '/plans',
  '/billing',
  '/examples',
  '/stats',
  '/config',
  '/openapi.json',
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), blogPlugin({ contentDir: here('./content/blog') })],
  resolve: {
    alias: { '@wordwright/contracts': here('../../packages/contracts/src/index.ts') },
  },
  // The server bundle needs no copy of public/: the API serves it from dist/client.
  build: { outDir: 'dist/client', emptyOutDir: true, copyPublicDir: !isSsrBuild },
  ssr: { noExternal: ['@wordwright/contracts'] },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [
        path,
        {
          target: apiTarget,
          bypass: (req: { headers: { accept?: string } }) =>
            isNavigation(req.headers.accept) ? '/index.html' : undefined,
        },
      ]),
    ),
  },
}));
