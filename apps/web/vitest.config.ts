import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { blogPlugin } from './build/blog-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The web project of the root vitest workspace: component tests in jsdom. */
export default defineProject({
  plugins: [react(), blogPlugin({ contentDir: here('./content/blog') })],
  resolve: {
    alias: { '@wordwright/contracts': here('../../packages/contracts/src/index.ts') },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    root: here('.'),
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
