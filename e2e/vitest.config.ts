import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app, started the way `npm start` starts it, with e-mail going to a
 * real SMTP server on loopback. Files run one at a time: they share one server and one browser binary.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A browser on a busy 2-core CI machine can take seconds to hydrate and fetch; 1 s (the default) flakes.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
