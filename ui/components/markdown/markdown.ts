/**
 * A tiny, safe Markdown subset for blog articles: `##`/`###` headings (a single `#` is treated as
 * `##`, deeper levels as `###`), paragraphs, `-`/`*` bullet lists, `1.` numbered lists, `>` quotes
 * and `**bold**` spans. The output is plain data rendered with React elements, so no HTML in the
 * source is ever interpreted: `<script>` stays literal text.
 */

/** A run of text inside a block; `strong` marks a `**bold**` span. */
export interface InlineSpan {
  text: string
  strong: boolean
}

type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; spans: InlineSpan[] }
  | { kind: 'paragraph'; spans: InlineSpan[] }
  | { kind: 'list'; ordered: boolean; items: InlineSpan[][] }
  | { kind: 'quote'; spans: InlineSpan[] }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/
const QUOTE = /^>\s?(.*)$/

/**
 * Splits a line of text into plain and bold spans. An unmatched `**` stays literal text; empty
 * bold markers (`****`) produce nothing.
 */
export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = []
  const push = (value: string, strong: boolean) => {
    if (!value) return
    const last = spans[spans.length - 1]
    if (last && last.strong === strong) last.text += value
    else spans.push({ text: value, strong })
  }
  let rest = text
  while (rest.length) {
    const open = rest.indexOf('**')
    if (open === -1) break
    const close = rest.indexOf('**', open + 2)
    if (close === -1) break
    push(rest.slice(0, open), false)
    push(rest.slice(open + 2, close), true)
    rest = rest.slice(close + 2)
  }
  push(rest, false)
  return spans
}

/** Parses the article body into blocks; blank lines separate paragraphs and end lists. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  let quote: string[] = []

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  const flushQuote = () => {
    const text = quote.join(' ').trim()
    if (text) blocks.push({ kind: 'quote', spans: parseInline(text) })
    quote = []
  }
  const flushList = () => {
    if (list && list.items.length) {
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) })
    }
    list = null
  }

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flushParagraph()
      flushList()
      flushQuote()
      continue
    }
    const quoted = QUOTE.exec(line)
    if (quoted) {
      flushParagraph()
      flushList()
      quote.push(quoted[1].trim())
      continue
    }
    flushQuote()
    const heading = HEADING.exec(line)
    if (heading) {
      flushParagraph()
      flushList()
      const level = heading[1].length <= 2 ? 2 : 3
      if (heading[2]) blocks.push({ kind: 'heading', level, spans: parseInline(heading[2]) })
      continue
    }
    const bullet = BULLET.exec(raw)
    const numbered = bullet ? null : NUMBERED.exec(raw)
    if (bullet || numbered) {
      const ordered = Boolean(numbered)
      const item = (bullet ?? numbered)![1].trim()
      flushParagraph()
      if (list && list.ordered !== ordered) flushList()
      if (!list) list = { ordered, items: [] }
      list.items.push(item)
      continue
    }
    if (list && /^\s{2,}\S/.test(raw) && list.items.length) {
      // An indented line continues the previous list item.
      list.items[list.items.length - 1] += ' ' + line
      continue
    }
    flushList()
    paragraph.push(line)
  }
  flushParagraph()
  flushList()
  flushQuote()
  return blocks
}
