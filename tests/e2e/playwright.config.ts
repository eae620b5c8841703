import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { DEBIAN_CHROMIUM, FAKE_MEDIA_CHROMIUM } from './support/chromium'
import { E2E_TURN } from './support/turn'

/**
 * End-to-end tests in real Chromium against the built server (`npm run build` first) on a fresh
 * embedded database. The system Chromium is used; `playwright install` is never needed.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const dataDir = fileURLToPath(new URL('../../test-results/e2e-data', import.meta.url))
// E2E_PORT lets two checkouts of the repository run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3999)
const baseURL = `http://127.0.0.1:${port}`
/** The stub OpenID provider standing in for Google (tests/support/stub-oidc-server.ts). */
const oidcPort = port + 50
const E2E_GOOGLE = { clientId: 'e2e-client', clientSecret: 'e2e-secret', issuer: `http://127.0.0.1:${oidcPort}` }

// A fresh data folder for every run (the server seeds it on start). Workers load this file too, after the
// server has started: only the main process may delete the folder.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true })

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: fileURLToPath(new URL('../../test-results/e2e-output', import.meta.url)),
  fullyParallel: false,
  workers: 1,
  // One retry on CI so a timing hiccup on a loaded 2-core machine is reported as flaky, not as a red build.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: fileURLToPath(new URL('../../playwright-report', import.meta.url)) }]],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Kolkata',
    // Recording a trace costs about a tenth of every test's time; CI records it only when a test is retried.
    trace: 'on-first-retry',
    // No smooth scrolling (global.css turns it off for reduced motion): a smooth scroll still running when
    // the next field is filled carried the form away and hid its place suggestions (a flaky failure).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: DEBIAN_CHROMIUM,
      testIgnore: '**/calls.spec.ts',
    },
    // Calls need a microphone: Chromium's fake one (a tone), no permission prompt.
    {
      name: 'calls',
      use: FAKE_MEDIA_CHROMIUM,
      testMatch: '**/calls.spec.ts',
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/stub-oidc-server.ts',
      cwd: root,
      url: `${E2E_GOOGLE.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { STUB_OIDC_PORT: String(oidcPort), STUB_OIDC_CLIENT_ID: E2E_GOOGLE.clientId, STUB_OIDC_CLIENT_SECRET: E2E_GOOGLE.clientSecret },
    },
    {
      command: 'node dist/server/main.js',
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PUBLIC_URL: baseURL,
        // Every test signs in from 127.0.0.1; the per-account limit still applies.
        LOGIN_RATE_LIMIT_PER_IP: '500',
        SIGNUP_RATE_LIMIT_PER_IP: '1000',
        // Request logs would drown the test report; warnings and errors still show.
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
        GOOGLE_ISSUER: E2E_GOOGLE.issuer,
        // The coturn tests/e2e/calls.spec.ts starts for its relay test (no TURN running: host candidates still work).
        ICE_SERVERS: JSON.stringify([`turn:127.0.0.1:${E2E_TURN.port}?transport=udp`]),
        TURN_SECRET: E2E_TURN.secret,
      },
    },
  ],
})
