import { LRUCache } from 'lru-cache'
import type { MarkdownRenderer } from '../../core/content/ports/article-store'

/**
 * Remembers the safe HTML of recently read Markdown, keyed by the Markdown itself: an edit is a new key, so
 * nothing goes stale, and a popular long article is rendered and sanitised once, not on every read (a
 * 100,000-character article rendered per request under 16 readers held the event loop near a second).
 */
export class CachedMarkdownRenderer implements MarkdownRenderer {
  private readonly cache: LRUCache<string, string>

  constructor(
    private readonly inner: MarkdownRenderer,
    /** characters of Markdown and HTML kept, in all */
    maxChars = 20_000_000,
  ) {
    this.cache = new LRUCache({ maxSize: maxChars, sizeCalculation: (html, markdown) => Math.max(1, html.length + markdown.length) })
  }

  toSafeHtml(markdown: string): string {
    const known = this.cache.get(markdown)
    if (known !== undefined) return known
    const html = this.inner.toSafeHtml(markdown)
    this.cache.set(markdown, html)
    return html
  }
}
