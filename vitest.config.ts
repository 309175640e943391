import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  resolve: {
    alias: {
      '@wordwright/contracts': src('./packages/contracts/src/index.ts'),
      // Before '@wordwright/engine', which would otherwise claim the subpath as a folder of index.ts.
      '@wordwright/engine/variant': src('./packages/engine/src/variant.ts'),
      '@wordwright/engine': src('./packages/engine/src/index.ts'),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
