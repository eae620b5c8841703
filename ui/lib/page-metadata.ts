/** Spec §2: the metadata every route change sets. */
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

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

function upsertCanonical(url: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.appendChild(link)
  }
  link.href = url
}

/**
 * Writes title, description, keywords and the social-share tags (og:title, og:description, og:url,
 * og:type website, og:site_name, og:image, twitter:card summary_large_image).
 */
export function applyPageMetadata(meta: PageMetadata): void {
  document.title = meta.title
  upsertMeta('name', 'description', meta.description)
  upsertMeta('name', 'keywords', meta.keywords)
  upsertMeta('property', 'og:title', meta.title)
  upsertMeta('property', 'og:description', meta.description)
  upsertMeta('property', 'og:url', meta.url)
  upsertMeta('property', 'og:type', 'website')
  upsertMeta('property', 'og:site_name', meta.siteName)
  upsertMeta('property', 'og:image', meta.image)
  upsertMeta('name', 'twitter:card', 'summary_large_image')
  upsertMeta('name', 'twitter:title', meta.title)
  upsertMeta('name', 'twitter:description', meta.description)
  upsertMeta('name', 'twitter:image', meta.image)
  upsertCanonical(meta.url)
}

/** 'daily-horoscope' → 'Daily Horoscope'. */
export function humanizeSlug(value: string): string {
  return decodeURIComponent(value)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}
