/** The metadata every route change sets. */
export interface PageMetadata {
  title: string
  description: string
  keywords: string
  /** Absolute URL of the page. */
  url: string
  siteName: string
  /** Absolute URL of the social-share image. */
  image: string
}

/** 'daily-horoscope' → 'Daily Horoscope'. */
export function humanizeSlug(value: string): string {
  return decodeURIComponent(value)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}
