import { defineConfig } from 'vitest/config';

// Unit and API tests (Node). Browser tests run under Playwright from e2e/.
export default defineConfig({
  test: {
    include: ['{shared,server,web,desktop,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
