import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Lingui: English is the source; Hindi, Tamil and Telugu are translated. One PO catalog per locale at
 * ui/locales/{locale}/messages.po, compiled to messages.ts (git-ignored) and loaded as its own chunk.
 * Paths are relative to this file's folder (ui/), which is <rootDir>.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta', 'te'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>'],
      exclude: ['**/node_modules/**', '<rootDir>/locales/**', '<rootDir>/public/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
