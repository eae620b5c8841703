import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core'
import { cssVariablesResolver, fontStack, theme } from './theme'

/** The Vite module that holds the stylesheet below (ui/vite.config.ts serves it, main.tsx imports it). */
export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css'

/**
 * The theme's CSS variables as a stylesheet, written once by the build: what MantineProvider would
 * otherwise compute on every render of every page (the server's) and again while the browser hydrates
 * (0.3-0.7 ms each time in Node, several times that on a phone's main thread). Same rules as Mantine's
 * own `<style data-mantine-styles>`: the default resolver on our theme, our resolver over it, minus what
 * Mantine's default-css-variables.css already declares (tests/unit/theme-variables.test.ts compares).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme)
  const ours = defaultCssVariablesResolver(merged)
  const extra = cssVariablesResolver(merged)
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const section = (key: keyof ConvertCSSVariablesInput) => {
    const mantineDefaults: Record<string, string | undefined> = defaults[key]
    return Object.fromEntries(Object.entries({ ...ours[key], ...extra[key] }).filter(([name, value]) => mantineDefaults[name] !== value))
  }
  return convertCssVariables({ variables: section('variables'), light: section('light'), dark: section('dark') })
}

/**
 * The font stacks of Tamil and Telugu pages, their own face first (`fontStack`); `<html lang>` is set by the
 * server, so the first layout already uses them. Hindi pages keep the default order, Devanagari first.
 */
export function languageFontStacksCss(): string {
  return (['ta', 'te'] as const)
    .map((language) => `html:lang(${language}){--mantine-font-family:${fontStack('body', language)};--mantine-font-family-headings:${fontStack('headings', language)};}`)
    .join('')
}
