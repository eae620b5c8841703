import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Fault tests: they restart the machine's PostgreSQL and stop Redis servers, so they run
 * after the main suite, one file at a time, never beside other tests. Skipped without TEST_DATABASE_URL.
 */
export default defineConfig({
  root,
  cacheDir: 'node_modules/.vitest-cache',
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['tests/support/global-setup.ts'],
  },
})
