import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { languageOrDefault, LANGUAGES, localizePath, type LanguageCode } from '../../core/shared/language'

type LanguageOption = (typeof LANGUAGES)[number]

/** A link target in another language: the path's prefix is rewritten, query and hash are kept. */
function localizeHref(href: string, language: LanguageCode): string {
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  const rest = cut === -1 ? '' : href.slice(cut)
  return localizePath(path || '/', language) + rest
}

/** The active language (the one Lingui has activated) and a helper that prefixes internal links with it. */
export function useLanguage(): { language: LanguageCode; option: LanguageOption; localize: (href: string) => string } {
  const { i18n } = useLingui()
  const language: LanguageCode = languageOrDefault(i18n.locale)
  const localize = useCallback((href: string) => localizeHref(href, language), [language])
  return { language, option: LANGUAGES.find((l) => l.code === language)!, localize }
}
