import { describe, expect, it } from 'vitest'
import { CachedMarkdownRenderer } from '../../adapters/content/cached-markdown-renderer'
import { MarkdownItRenderer } from '../../adapters/content/markdown-it-renderer'
import type { MarkdownRenderer } from '../../core/content/ports/article-store'

const ARTICLE = [
  '## शनि का गोचर',
  '',
  'Saturn enters **Pisces** on 29 March: read [the transit page](/transits) or <https://example.org/saturn>.',
  '',
  '- Aries: *sade sati* begins',
  '- Leo: ashtama shani ends',
  '',
  '> Remedies are a matter of faith, not a prescription.',
].join('\n')

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '[click](javascript:alert(3))',
  '<a href="vbscript:msgbox(4)">old</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(5))" onclick="alert(6)">box</div>',
].join('\n\n')

/**
 * What every Markdown renderer must do: headings, emphasis, links and lists come out as HTML with the text
 * intact (Devanagari included), and nothing that runs survives: no script, no event handler, no
 * javascript: or vbscript: link, no frame. The cached renderer answers exactly what it wraps, every time.
 */
function describeMarkdownRendererContract(name: string, make: () => MarkdownRenderer) {
  describe(`MarkdownRenderer contract: ${name}`, () => {
    it('renders an article’s structure with its text intact', () => {
      const html = make().toSafeHtml(ARTICLE)
      expect(html).toContain('<h2>शनि का गोचर</h2>')
      expect(html).toContain('<strong>Pisces</strong>')
      expect(html).toMatch(/<a href="\/transits"[^>]*>the transit page<\/a>/)
      expect(html).toMatch(/<li><em>sade sati<\/em>|<li>Aries: <em>sade sati<\/em> begins<\/li>/)
      expect(html).toContain('<blockquote>')
    })

    it('lets nothing that runs through', () => {
      // Shown as text it is harmless; as markup it must not exist.
      const html = make().toSafeHtml(HOSTILE).toLowerCase()
      expect(html).not.toMatch(/<(script|iframe|object|embed)\b/)
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/)
      expect(html).not.toMatch(/<[^>]+(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/)
      expect(html).not.toMatch(/<[^>]+style\s*=[^>]*javascript:/)
    })

    it('answers the same HTML for the same Markdown, read again', () => {
      const renderer = make()
      const first = renderer.toSafeHtml(ARTICLE)
      expect(renderer.toSafeHtml(ARTICLE)).toBe(first)
      expect(renderer.toSafeHtml(`${ARTICLE}\n\nOne more line.`)).toContain('One more line.')
    })
  })
}

describeMarkdownRendererContract('markdown-it with sanitising', () => new MarkdownItRenderer())
describeMarkdownRendererContract('cached, around markdown-it', () => new CachedMarkdownRenderer(new MarkdownItRenderer()))
