import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { FEATURE_CATALOGS, catalogFolder } from './i18n/feature-catalog-names'

/**
 * Lingui: English is the source; Hindi, Tamil and Telugu are translated. The shared catalog is
 * ui/locales/{locale}/messages.po; the features of FEATURE_CATALOGS keep theirs in
 * ui/features/<name>/locales/{locale}/messages.po, loaded only with their pages; the route table's
 * titles, descriptions and keywords are in ui/app/locales/{locale}/messages.po (ui/app/route-messages.ts
 * says how they reach the browser). Each compiles to messages.ts (git-ignored), its own chunk. Paths are
 * relative to this file's folder (ui/), <rootDir>.
 */
/** `LINGUI_ONLY=<feature> npm run extract` updates that feature's catalog alone (parallel work on features). */
const only = process.env.LINGUI_ONLY

const ROUTE_TABLE_FILE = '<rootDir>/app/route-table.ts'

const mainCatalog = {
  path: '<rootDir>/locales/{locale}/messages',
  include: ['<rootDir>'],
  exclude: ['**/node_modules/**', '<rootDir>/locales/**', '<rootDir>/public/**', ROUTE_TABLE_FILE, '<rootDir>/app/locales/**', ...FEATURE_CATALOGS.map((name) => `<rootDir>/features/${catalogFolder(name)}/**`)],
}

const routeCatalog = { path: '<rootDir>/app/locales/{locale}/messages', include: [ROUTE_TABLE_FILE] }

// A part of a feature with its own catalog (kundli/blocks) is left out of the feature's.
const partsOf = (name: string) => FEATURE_CATALOGS.map(catalogFolder).filter((folder) => folder.startsWith(`${name}/`))
const featureCatalogs = FEATURE_CATALOGS.filter((name) => !only || name === only).map((name) => ({
  path: `<rootDir>/features/${catalogFolder(name)}/locales/{locale}/messages`,
  include: [`<rootDir>/features/${catalogFolder(name)}`],
  exclude: [`<rootDir>/features/${catalogFolder(name)}/locales/**`, ...partsOf(catalogFolder(name)).map((folder) => `<rootDir>/features/${folder}/**`)],
}))

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta', 'te'],
  fallbackLocales: { default: 'en' },
  catalogs: only ? featureCatalogs : [mainCatalog, routeCatalog, ...featureCatalogs],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
