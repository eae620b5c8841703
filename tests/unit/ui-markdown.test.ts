import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown } from '../../ui/components/markdown/markdown'
import { articleGradientCss, BRAND_GRADIENT } from '../../ui/features/blog/utils/article-gradient'

describe('parseInline', () => {
  it('keeps plain text as one span', () => {
    expect(parseInline('Saturn moves slowly')).toEqual([{ text: 'Saturn moves slowly', strong: false }])
  })

  it('splits **bold** spans', () => {
    expect(parseInline('The **Moon** rules the **mind**.')).toEqual([
      { text: 'The ', strong: false },
      { text: 'Moon', strong: true },
      { text: ' rules the ', strong: false },
      { text: 'mind', strong: true },
      { text: '.', strong: false },
    ])
  })

  it('leaves an unmatched ** as literal text', () => {
    expect(parseInline('2 ** 3 is eight')).toEqual([{ text: '2 ** 3 is eight', strong: false }])
  })

  it('drops empty bold markers and merges the neighbours', () => {
    expect(parseInline('a****b')).toEqual([{ text: 'ab', strong: false }])
  })

  it('never interprets HTML', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>', strong: false }])
  })
})

describe('parseMarkdown', () => {
  it('parses headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(
      [
        '## Jupiter in Taurus',
        'Jupiter brings **growth**',
        'and wisdom.',
        '',
        '### What to expect',
        '- Career gains',
        '* Better health',
        '',
        '1. Chant mantras',
        '2. Donate yellow cloth',
      ].join('\n'),
    )
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, spans: [{ text: 'Jupiter in Taurus', strong: false }] },
      {
        kind: 'paragraph',
        spans: [
          { text: 'Jupiter brings ', strong: false },
          { text: 'growth', strong: true },
          { text: ' and wisdom.', strong: false },
        ],
      },
      { kind: 'heading', level: 3, spans: [{ text: 'What to expect', strong: false }] },
      { kind: 'list', ordered: false, items: [[{ text: 'Career gains', strong: false }], [{ text: 'Better health', strong: false }]] },
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'Chant mantras', strong: false }], [{ text: 'Donate yellow cloth', strong: false }]],
      },
    ])
  })

  it('maps # to level 2 and #### to level 3', () => {
    const blocks = parseMarkdown('# Title\n#### Deep')
    expect(blocks.map((b) => (b.kind === 'heading' ? b.level : 0))).toEqual([2, 3])
  })

  it('ends a list at a following paragraph line and handles CRLF', () => {
    const blocks = parseMarkdown('- one\r\n- two\r\nAfter the list')
    expect(blocks.map((b) => b.kind)).toEqual(['list', 'paragraph'])
  })

  it('continues a list item on an indented line', () => {
    const blocks = parseMarkdown('- first part\n  second part\n- next')
    expect(blocks).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [[{ text: 'first part second part', strong: false }], [{ text: 'next', strong: false }]],
      },
    ])
  })

  it('parses > lines as one quote, ended by a blank line or another block', () => {
    expect(parseMarkdown('> Note: drik\n> calculations.\n\nAfter')).toEqual([
      { kind: 'quote', spans: [{ text: 'Note: drik calculations.', strong: false }] },
      { kind: 'paragraph', spans: [{ text: 'After', strong: false }] },
    ])
    expect(parseMarkdown('Text\n> **Tip**').map((b) => b.kind)).toEqual(['paragraph', 'quote'])
  })

  it('answers no blocks for empty content', () => {
    expect(parseMarkdown('')).toEqual([])
    expect(parseMarkdown('\n  \n')).toEqual([])
  })

  it('keeps HTML as paragraph text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', spans: [{ text: '<script>alert(1)</script>', strong: false }] },
    ])
  })
})

describe('articleGradientCss', () => {
  it('keeps CSS gradients and colours', () => {
    expect(articleGradientCss('linear-gradient(135deg, #f00, #00f)')).toBe('linear-gradient(135deg, #f00, #00f)')
    expect(articleGradientCss('#7e22ce')).toBe('#7e22ce')
  })

  it('maps Tailwind gradient classes onto Mantine colours', () => {
    expect(articleGradientCss('bg-gradient-to-r from-purple-600 via-pink-500 to-orange-400')).toBe(
      'linear-gradient(135deg, var(--mantine-color-grape-6), var(--mantine-color-pink-5), var(--mantine-color-orange-4))',
    )
    expect(articleGradientCss('from-amber-500 to-red-600')).toBe(
      'linear-gradient(135deg, var(--mantine-color-yellow-5), var(--mantine-color-red-6))',
    )
  })

  it('falls back to the brand gradient and refuses CSS injection', () => {
    expect(articleGradientCss('')).toBe(BRAND_GRADIENT)
    expect(articleGradientCss('nonsense')).toBe(BRAND_GRADIENT)
    expect(articleGradientCss('linear-gradient(red, blue); position: fixed')).toBe(BRAND_GRADIENT)
    expect(articleGradientCss('linear-gradient(url(x), blue)')).toBe(BRAND_GRADIENT)
  })
})
