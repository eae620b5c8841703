/** Mantine's default key for the remembered colour scheme; the head's inline script reads it before the first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value'
