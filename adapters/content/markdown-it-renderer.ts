import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'
import type { MarkdownRenderer } from '../../core/content/ports/article-store'

/**
 * Articles' Markdown to HTML (markdown-it, raw HTML in the source left as text), then sanitize-html with an
 * allow-list as a second wall: only text formatting, links to http(s), mail and our own pages, and images
 * from https or our own image store. The page's single <h1> is the title, so headings start at <h2>.
 */
export class MarkdownItRenderer implements MarkdownRenderer {
  private readonly md = new MarkdownIt({ html: false, linkify: true, typographer: true })

  toSafeHtml(markdown: string): string {
    return sanitizeHtml(this.md.render(markdown), {
      allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
      allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'loading'], th: ['style'], td: ['style'], ol: ['start'] },
      allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesByTag: { img: ['https'] },
      allowProtocolRelative: false,
      transformTags: {
        h1: 'h2',
        h5: 'h4',
        h6: 'h4',
        a: (tagName, attribs) => {
          const external = /^https?:\/\//i.test(attribs.href ?? '')
          return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : { ...attribs } }
        },
        img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
      },
      exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/api\/article-images\/[a-f0-9-]{36}$)/.test(frame.attribs.src ?? ''),
    })
  }
}
