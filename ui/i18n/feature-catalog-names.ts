/**
 * Features whose messages form a catalog of their own (ui/features/<name>/locales/<locale>/messages.po),
 * fetched only with their pages, so the shared catalog every page loads stays small. Shared by the
 * Lingui configuration (extraction) and the router (loading).
 */
export const FEATURE_CATALOGS = ['auth', 'info', 'matching', 'love', 'calculators', 'numerology', 'divination', 'horoscope', 'article-editor', 'reading', 'admin', 'dashboard', 'reports', 'onboarding', 'home', 'kundli', 'kundli-blocks', 'panchang', 'blog', 'astrologers', 'consultations', 'wallet', 'questions'] as const

export type FeatureCatalog = (typeof FEATURE_CATALOGS)[number]

/**
 * A feature's part whose messages only some of its pages need keeps a catalog of its own in its folder: the
 * kundli's deeper blocks (shadbala, yogas, KP, varshaphal …), which the /kundli form page does not load.
 */
const PART_FOLDERS: Partial<Record<FeatureCatalog, string>> = { 'kundli-blocks': 'kundli/blocks' }

/** The folder under ui/features/ whose files a catalog holds (and where its locales/ are). */
export function catalogFolder(catalog: FeatureCatalog): string {
  return PART_FOLDERS[catalog] ?? catalog
}

/** The catalogs of a page, from its source path ('features/matching/components/…'): its feature's, and its part's. */
export function featureCatalogsOf(pageSource: string): FeatureCatalog[] {
  const feature = /^features\/([^/]+)\//.exec(pageSource)?.[1]
  if (!(FEATURE_CATALOGS as readonly string[]).includes(feature ?? '')) return []
  const part = FEATURE_CATALOGS.find((c) => PART_FOLDERS[c] && pageSource.startsWith(`features/${PART_FOLDERS[c]}/`))
  return part ? [feature as FeatureCatalog, part] : [feature as FeatureCatalog]
}
