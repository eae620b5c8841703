/**
 * Features whose messages form a catalog of their own (ui/features/<name>/locales/<locale>/messages.po),
 * fetched only with their pages, so the shared catalog every page loads stays small. Shared by the
 * Lingui configuration (extraction) and the router (loading).
 */
export const FEATURE_CATALOGS = ['auth', 'info', 'matching', 'love', 'calculators', 'numerology', 'divination', 'horoscope', 'article-editor', 'reading', 'admin', 'dashboard', 'reports', 'onboarding', 'home', 'kundli', 'panchang', 'blog', 'astrologers', 'consultations', 'wallet'] as const

export type FeatureCatalog = (typeof FEATURE_CATALOGS)[number]

/** The feature catalog of a page, from its source path ('features/matching/components/…'), or null. */
export function featureCatalogOf(pageSource: string): FeatureCatalog | null {
  const feature = /^features\/([^/]+)\//.exec(pageSource)?.[1]
  return (FEATURE_CATALOGS as readonly string[]).includes(feature ?? '') ? (feature as FeatureCatalog) : null
}
