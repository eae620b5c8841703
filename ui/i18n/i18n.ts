import { i18n as globalI18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/shared/language'

/** The browser's one instance; the server makes one per request (`createI18n`), as requests interleave. */
export const i18n = globalI18n

/** Each locale's compiled catalog is its own chunk, fetched on first use. */
async function loadMessages(language: LanguageCode): Promise<Messages> {
  const module = (await import(`../locales/${language}/messages.ts`)) as { messages: Messages }
  return module.messages
}

/** A new instance with one language loaded and active (server rendering). */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  const instance = setupI18n()
  await activateLanguage(language, instance)
  return instance
}

const loaded = new WeakMap<I18n, Set<string>>()

/**
 * Loads (once) and activates a language, and sets `<html lang>` in the browser. Falls back to English
 * when a catalog cannot be fetched, so the shell always renders.
 */
export async function activateLanguage(language: LanguageCode, instance: I18n = globalI18n): Promise<void> {
  try {
    const languages = loaded.get(instance) ?? new Set<string>()
    if (!languages.has(language)) {
      instance.load(language, await loadMessages(language))
      languages.add(language)
      loaded.set(instance, languages)
    }
    instance.activate(language)
  } catch (error) {
    console.error(`Could not load the ${language} catalog`, error)
    if (language !== DEFAULT_LANGUAGE) return activateLanguage(DEFAULT_LANGUAGE, instance)
    instance.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} })
  }
  // Only when it changes: writing <html lang>, even the same value, makes the browser recheck :lang() on
  // every element (on the home page about 220 ms of style recalculation at 4x CPU throttling, in the
  // middle of hydration).
  if (typeof document !== 'undefined' && document.documentElement.lang !== instance.locale) document.documentElement.lang = instance.locale
}
