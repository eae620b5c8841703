import { createContext, useContext, type ReactNode } from 'react'
import type { LanguageCode } from '../../core/shared/language'
import { useLanguage } from '../i18n/language'
import { jyotishLabels, type JyotishLabels } from './jyotish-labels'

const ForcedChartLanguage = createContext<LanguageCode | null>(null)

/**
 * Shows the jyotish terms inside it (chart contents, planet, sign and nakshatra names) in one language,
 * whatever the page's language: /hindi-kundli forces Hindi, /tamil/jathagam Tamil.
 */
export function ChartLanguage({ language, children }: { language: LanguageCode | null; children: ReactNode }) {
  return <ForcedChartLanguage.Provider value={language}>{children}</ForcedChartLanguage.Provider>
}

/** The jyotish labels for this part of the page: the forced chart language, else the active language. */
export function useJyotishLabels(): JyotishLabels {
  const forced = useContext(ForcedChartLanguage)
  const { language } = useLanguage()
  return jyotishLabels(forced ?? language)
}
