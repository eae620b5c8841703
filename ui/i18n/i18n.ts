import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/rules/language'

export { i18n }

/** Each locale's compiled catalog is its own chunk, fetched on first use. */
async function loadMessages(language: LanguageCode): Promise<Messages> {
  const module = (await import(`../locales/${language}/messages.ts`)) as { messages: Messages }
  return module.messages
}

const loaded = new Set<string>()

/**
 * Loads (once) and activates a language, and sets `<html lang>`. Falls back to English when a catalog
 * cannot be fetched, so the shell always renders.
 */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  try {
    if (!loaded.has(language)) {
      i18n.load(language, await loadMessages(language))
      loaded.add(language)
    }
    i18n.activate(language)
  } catch (error) {
    console.error(`Could not load the ${language} catalog`, error)
    if (language !== DEFAULT_LANGUAGE) return activateLanguage(DEFAULT_LANGUAGE)
    i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} })
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale
}
