import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/**
 * Warm saffron: calls to action, highlights. The two darkest shades carry text on light backgrounds, so they
 * are dark enough for WCAG AA (4.5:1): shade 8 reaches 5.4:1 on the warm section background, shade 9
 * 5.8:1 on shade 1 (light badges and buttons).
 */
const saffron: MantineColorsTuple = ['#fff5e6', '#ffe9cc', '#ffd299', '#ffb95f', '#ffa433', '#ff9619', '#ff8f0a', '#e37a00', '#a35200', '#8f4700']
/** Deep cosmic purple: brand, header, links. */
const cosmic: MantineColorsTuple = ['#f5eeff', '#e4d7f8', '#c5ace9', '#a47edc', '#8858d1', '#7640ca', '#6d33c8', '#5c26b1', '#511f9f', '#45188c']

/** The self-hosted Indic faces (ui/app/fonts.css), in the stack's order for English pages. */
const INDIC_FACES = { hi: '"Noto Sans Devanagari"', ta: '"Noto Sans Tamil"', te: '"Noto Sans Telugu"' } as const
const SYSTEM_FACES = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: 'Georgia, "Noto Serif", "Times New Roman", serif',
}

/**
 * The font stack of body text or headings, with the page language's Indic face first. The joiners
 * (U+200C, U+200D) and the dotted circle are in every Indic face's unicode-range, and the browser loads the
 * first face in the stack that claims a character: with Devanagari always first, a Telugu page's
 * zero-width non-joiners downloaded the Devanagari and Tamil faces too (four files it never drew from).
 */
export function fontStack(kind: keyof typeof SYSTEM_FACES, language?: keyof typeof INDIC_FACES): string {
  const faces = language ? [INDIC_FACES[language], ...Object.values(INDIC_FACES).filter((face) => face !== INDIC_FACES[language])] : Object.values(INDIC_FACES)
  return [...faces, SYSTEM_FACES[kind]].join(', ')
}

export const theme = createTheme({
  primaryColor: 'cosmic',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  colors: { saffron, cosmic },
  // The Indic faces come first: their unicode-range covers only their script, so Latin text still falls to
  // the system font, while an element tagged lang="hi" can no longer be handed to a system font that claims
  // the language without its glyphs (Chromium on Linux drew the language switcher in DejaVu Sans: empty boxes).
  fontFamily: fontStack('body'),
  headings: {
    fontFamily: fontStack('headings'),
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    Container: { defaultProps: { size: 'xl' } },
  },
})

/**
 * In the light scheme Mantine draws coloured text from the filled shade (saffron 7: 2.9:1 on white), white
 * text on teal 7 (3.1:1), teal text at 4.4:1 on the pale purple panels, and red text and form errors from
 * red 7 (3.9:1). These variables point at darker shades (4.5:1 or more, WCAG AA); teal badges fill with
 * teal 9 (5.0:1 under white text). Lighthouse's contrast audit checks them on every page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-saffron-text': 'var(--mantine-color-saffron-8)',
    '--mantine-color-teal-text': '#066649',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-filled-hover': '#066649',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
})
