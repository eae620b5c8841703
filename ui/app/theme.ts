import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** Warm saffron: calls to action, highlights. */
const saffron: MantineColorsTuple = ['#fff5e6', '#ffe9cc', '#ffd299', '#ffb95f', '#ffa433', '#ff9619', '#ff8f0a', '#e37a00', '#ca6b00', '#b05a00']
/** Deep cosmic purple: brand, header, links. */
const cosmic: MantineColorsTuple = ['#f5eeff', '#e4d7f8', '#c5ace9', '#a47edc', '#8858d1', '#7640ca', '#6d33c8', '#5c26b1', '#511f9f', '#45188c']

export const theme = createTheme({
  primaryColor: 'cosmic',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  colors: { saffron, cosmic },
  // The Indic faces come first: their unicode-range covers only their script, so Latin text still falls to
  // the system font, while an element tagged lang="hi" can no longer be handed to a system font that claims
  // the language without its glyphs (Chromium on Linux drew the language switcher in DejaVu Sans: empty boxes).
  fontFamily:
    '"Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Telugu", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Telugu", Georgia, "Noto Serif", "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    Container: { defaultProps: { size: 'xl' } },
  },
})
