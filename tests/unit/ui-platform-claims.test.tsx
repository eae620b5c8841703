import { renderToString } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { AstrologersClaim, RatingClaim, UsersClaim, formatCountClaim } from '../../ui/components/platform-claims'

/** The marketing figures as the pages print them (English, the messages' source). */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const text = (node: React.ReactNode) => renderToString(<I18nProvider i18n={i18n}>{node}</I18nProvider>).replace(/<!-- -->/g, '')

describe('a printed figure', () => {
  it('is the count in Indian grouping, with a plus only when the live count is larger', () => {
    expect(formatCountClaim({ value: 14, orMore: false })).toBe('14')
    expect(formatCountClaim({ value: 1_200, orMore: true })).toBe('1,200+')
    expect(formatCountClaim({ value: 1_20_000, orMore: true })).toBe('1,20,000+')
  })

  it('reads as a phrase, singular for one', () => {
    expect(text(<AstrologersClaim claim={{ value: 14, orMore: false }} />)).toBe('14 expert astrologers')
    expect(text(<AstrologersClaim claim={{ value: 1, orMore: false }} />)).toBe('1 expert astrologer')
    expect(text(<UsersClaim claim={{ value: 1_200, orMore: true }} />)).toBe('1,200+ registered users')
    expect(text(<RatingClaim rating={4.7} />)).toBe('Rated 4.7/5')
  })
})
