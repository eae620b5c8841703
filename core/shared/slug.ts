/**
 * An article's slug: the lowercased title with punctuation removed, spaces turned into hyphens and
 * repeated hyphens collapsed. Letters of any script are kept.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}

/**
 * An article's address from its title: the slug, unless it would be all digits (it would read as another
 * article's id: "3.." → "3") or empty (a title of punctuation), then prefixed with "article".
 */
export function articleSlug(title: string): string {
  const slug = slugify(title).replace(/^-+|-+$/g, '')
  return /^\d*$/.test(slug) ? `article${slug ? `-${slug}` : ''}` : slug
}
