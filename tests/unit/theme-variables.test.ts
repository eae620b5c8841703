import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../../ui/app/theme'
import { themeVariablesCss } from '../../ui/app/theme-variables'

/**
 * The theme's CSS variables are a stylesheet of the build, and MantineProvider runs with
 * `withCssVariables={false}`, so no render spends time building them. The stylesheet must say exactly what
 * Mantine itself would have rendered for the theme, so a change of theme or of Mantine cannot leave the
 * pages with stale colours.
 */
describe('the theme variables stylesheet', () => {
  it('equals the variables MantineProvider renders for the theme', () => {
    const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }, 'x'))
    const rendered = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]
    expect(rendered).toBeDefined()
    expect(themeVariablesCss()).toBe(rendered)
  })

  it('holds the brand colours and the darker text shades for contrast', () => {
    const css = themeVariablesCss()
    expect(css).toContain('--mantine-color-cosmic-0: #f5eeff')
    expect(css).toContain('--mantine-color-saffron-9: #8f4700')
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\]\)\{[^}]*--mantine-color-error: var\(--mantine-color-red-9\)/)
  })
})
