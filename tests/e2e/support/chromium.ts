import { devices } from '@playwright/test'

/** Debian's Chromium with the flags that work on these machines; Playwright never downloads a browser. */
export const DEBIAN_CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
}

/**
 * For calls: a fake microphone (a synthetic tone) granted without a prompt, and real local addresses in the
 * ICE candidates (no mDNS names), so a loopback coturn can relay between the two browsers.
 */
export const FAKE_MEDIA_CHROMIUM = {
  ...DEBIAN_CHROMIUM,
  launchOptions: {
    ...DEBIAN_CHROMIUM.launchOptions,
    args: [...DEBIAN_CHROMIUM.launchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
}
