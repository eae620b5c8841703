import type { I18n, Messages } from '@lingui/core'
import type { LanguageCode } from '../../core/shared/language'
import type { FeatureCatalog } from './feature-catalog-names'

/** One literal import per catalog, so the bundler makes each language of each feature its own chunk. */
const LOADERS: Record<FeatureCatalog, (language: LanguageCode) => Promise<{ messages: Messages }>> = {
  auth: (language) => import(`../features/auth/locales/${language}/messages.ts`),
  info: (language) => import(`../features/info/locales/${language}/messages.ts`),
  matching: (language) => import(`../features/matching/locales/${language}/messages.ts`),
  love: (language) => import(`../features/love/locales/${language}/messages.ts`),
  calculators: (language) => import(`../features/calculators/locales/${language}/messages.ts`),
  numerology: (language) => import(`../features/numerology/locales/${language}/messages.ts`),
  divination: (language) => import(`../features/divination/locales/${language}/messages.ts`),
  horoscope: (language) => import(`../features/horoscope/locales/${language}/messages.ts`),
  reading: (language) => import(`../features/reading/locales/${language}/messages.ts`),
  'article-editor': (language) => import(`../features/article-editor/locales/${language}/messages.ts`),
  admin: (language) => import(`../features/admin/locales/${language}/messages.ts`),
  dashboard: (language) => import(`../features/dashboard/locales/${language}/messages.ts`),
  onboarding: (language) => import(`../features/onboarding/locales/${language}/messages.ts`),
  reports: (language) => import(`../features/reports/locales/${language}/messages.ts`),
  home: (language) => import(`../features/home/locales/${language}/messages.ts`),
  kundli: (language) => import(`../features/kundli/locales/${language}/messages.ts`),
  'kundli-blocks': (language) => import(`../features/kundli/blocks/locales/${language}/messages.ts`),
  panchang: (language) => import(`../features/panchang/locales/${language}/messages.ts`),
  blog: (language) => import(`../features/blog/locales/${language}/messages.ts`),
  astrologers: (language) => import(`../features/astrologers/locales/${language}/messages.ts`),
  consultations: (language) => import(`../features/consultations/locales/${language}/messages.ts`),
  wallet: (language) => import(`../features/wallet/locales/${language}/messages.ts`),
  questions: (language) => import(`../features/questions/locales/${language}/messages.ts`),
}

const loaded = new WeakMap<I18n, Set<string>>()

/**
 * Adds a catalog's messages in `language` to an i18n instance, once per instance and `key`. When the
 * catalog cannot be fetched the page still renders (in English, the messages' source).
 */
export async function loadCatalogOnce(key: string, language: LanguageCode, instance: I18n, fetchCatalog: () => Promise<{ messages: Messages }>): Promise<void> {
  const done = loaded.get(instance) ?? new Set<string>()
  if (done.has(`${key}:${language}`)) return
  try {
    const { messages } = await fetchCatalog()
    instance.load(language, messages)
    done.add(`${key}:${language}`)
    loaded.set(instance, done)
  } catch (error) {
    console.error(`Could not load the ${language} catalog of ${key}`, error)
  }
}

/**
 * Adds a feature's messages in `language` to an i18n instance (once per instance): awaited by the route
 * before its page renders, on the server and in the browser alike, so both render the same text.
 */
export function loadFeatureCatalog(feature: FeatureCatalog, language: LanguageCode, instance: I18n): Promise<void> {
  return loadCatalogOnce(feature, language, instance, () => LOADERS[feature](language))
}
