/** Mantine's default key for the remembered colour scheme: its manager writes it, the script below reads it. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value'

/**
 * Applies the remembered light/dark choice before the first paint, read from the key Mantine's manager
 * writes. Inline in the head (with the response's nonce) rather than a file: a blocking script fetched
 * before the stylesheets delayed the first paint by a round trip.
 */
export const THEME_INIT_SCRIPT = `(function () {
  try {
    var value = window.localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})
    var scheme = value === 'dark' || value === 'light' ? value : 'light'
    if (value === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
  } catch (e) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light')
  }
})()`
