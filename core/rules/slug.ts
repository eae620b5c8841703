/**
 * Spec §2 slug rule: the lowercased title with punctuation removed, spaces turned into hyphens and
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
