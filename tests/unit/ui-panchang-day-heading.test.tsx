import { renderToString } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { zoneOffsetFn } from '../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../core/jyotish/panchang/day'
import { presentPanchang } from '../../core/jyotish/panchang/present'
import type { LanguageCode } from '../../core/shared/language'
import { DayHeadline, SunMoonTiles } from '../../ui/features/panchang/components/day-sections'

const IST = zoneOffsetFn('Asia/Kolkata')
const calc = new PanchangCalculator(new AstronomyEngineEphemeris(), { lat: 28.6139, lon: 77.209, offset: IST })
/** 5 December 2026, New Delhi: amanta Kartika, purnimanta Margashirsha, Tamil Karthigai 19. */
const day = presentPanchang(calc.day('2026-12-05'), 'Asia/Kolkata', IST)

/** The server-rendered text of a panchang section on a page in `language` (interface messages left at their source). */
function render(language: LanguageCode, node: React.ReactNode): string {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } })
  const html = renderToString(
    <MantineProvider>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </MantineProvider>,
  )
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')
}
const summary = (language: LanguageCode) => /data-testid="day-summary"[^>]*>([^<]*)</.exec(renderToString(
  <MantineProvider>
    <I18nProvider i18n={setupI18n({ locale: language, messages: { [language]: {} } })}>
      <DayHeadline day={day} />
    </I18nProvider>
  </MantineProvider>,
).replace(/<!-- -->/g, ''))?.[1] ?? ''

describe('the panchang day heading as the server renders it', () => {
  it('Telugu: the amanta month Kartika, not the purnimanta Margashirsha', () => {
    expect(summary('te')).toContain('కార్తీకం')
    expect(summary('te')).not.toContain('మార్గశిరం')
  })
  it('Hindi: purnimanta Margashirsha with the amanta Kartika beside it', () => {
    expect(summary('hi')).toMatch(/मार्गशीर्ष \(पूर्णिमांत\) · कार्तिक \(अमांत\)/)
  })
  it('Tamil: opens with the Tamil date, Karthigai 19', () => {
    expect(summary('ta')).toMatch(/^கார்த்திகை 19 · பராபவ/)
  })
  it('English: purnimanta with amanta shown, as before', () => {
    expect(summary('en')).toMatch(/Margashirsha \(Purnimanta\) · Kartika \(Amanta\) · Vikram Samvat 2083/)
  })
  it('prints sunrise and sunset without Latin AM/PM on Telugu, Tamil and Hindi pages', () => {
    expect(render('en', <SunMoonTiles day={day} />)).toMatch(/\d:\d\d AM/)
    for (const language of ['te', 'ta', 'hi'] as const) {
      const text = render(language, <SunMoonTiles day={day} />)
      expect(text, language).not.toMatch(/\b(AM|PM)\b/)
    }
    expect(render('te', <SunMoonTiles day={day} />)).toMatch(/ఉదయం 7:\d\d/)
    expect(render('te', <SunMoonTiles day={day} />)).toMatch(/సాయంత్రం 5:\d\d/)
  })
})
