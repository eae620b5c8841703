import { devices } from '@playwright/test'

/** Debian's Chromium with the flags that work on these machines; Playwright never downloads a browser. */
export const DEBIAN_CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
}
