/**
 * Two published shadbala worked examples, component by component. The books' tabulated values are the
 * expectations; where the engine and a book part for a named reason the test says so and asserts the engine's
 * reading instead.
 */
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import type { AyanamsaId } from '../../../core/jyotish/ayanamsa'
import { computeChart } from '../../../core/jyotish/chart'
import { shadbalaOfChart, type GrahaShadbala } from '../../../core/jyotish/shadbala'

const ephemeris = new AstronomyEngineEphemeris()
/** The books' order of the planets. */
const SEVEN = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const
type Graha = (typeof SEVEN)[number]
type Seven = readonly [number, number, number, number, number, number, number]

/** Each tabulated component as the engine's answer gives it. */
const COMPONENT = {
  uchcha: (s: GrahaShadbala) => s.parts.uchcha,
  saptavargaja: (s: GrahaShadbala) => s.parts.saptavargaja,
  ojayugma: (s: GrahaShadbala) => s.parts.ojayugmaRasi + s.parts.ojayugmaNavamsa,
  kendradi: (s: GrahaShadbala) => s.parts.kendradi,
  drekkana: (s: GrahaShadbala) => s.parts.drekkana,
  dig: (s: GrahaShadbala) => s.dig,
  nathonnata: (s: GrahaShadbala) => s.parts.nathonnata,
  paksha: (s: GrahaShadbala) => s.parts.paksha,
  tribhaga: (s: GrahaShadbala) => s.parts.tribhaga,
  abda: (s: GrahaShadbala) => s.parts.abda,
  masa: (s: GrahaShadbala) => s.parts.masa,
  vara: (s: GrahaShadbala) => s.parts.vara,
  hora: (s: GrahaShadbala) => s.parts.hora,
  ayana: (s: GrahaShadbala) => s.parts.ayana,
  yuddha: (s: GrahaShadbala) => s.parts.yuddha,
  chesta: (s: GrahaShadbala) => s.chesta,
  drik: (s: GrahaShadbala) => s.drik,
  rupas: (s: GrahaShadbala) => s.rupas,
}
type Component = keyof typeof COMPONENT

/** About a virupa for each part (the books work to minutes of arc and round), a tenth of a rupa for the totals. */
const TOLERANCE = 1
const TOLERANCE_RUPAS = 0.1

/** A cell the engine does not take from the book: what it gives instead, why, and how close. */
interface Exception {
  component: Component
  graha: Graha
  engine: number
  within: number
  why: string
}

function shadbalaOf(utc: string, lat: number, lon: number, ayanamsa: AyanamsaId): Record<Graha, GrahaShadbala> {
  const birth = { utc: new Date(utc), lat, lon }
  return shadbalaOfChart(ephemeris, computeChart(ephemeris, { ...birth, ayanamsa }), birth).shadbala
}

function checkAgainstBook(name: string, block: () => Record<Graha, GrahaShadbala>, book: Partial<Record<Component, Seven>>, exceptions: readonly Exception[]) {
  let computed: Record<Graha, GrahaShadbala> | undefined
  describe(name, () => {
    it.each(Object.entries(book))('%s within a virupa of the book (a tenth of a rupa for the totals), named exceptions apart', (component, values) => {
      const shadbala = (computed ??= block())
      SEVEN.forEach((g, i) => {
        const got = COMPONENT[component as Component](shadbala[g])
        const exception = exceptions.find((e) => e.component === component && e.graha === g)
        const [want, within] = exception ? [exception.engine, exception.within] : [values[i]!, component === 'rupas' ? TOLERANCE_RUPAS : TOLERANCE]
        expect(Math.abs(got - want), `${component} of ${g}: engine ${got.toFixed(2)}, expected ${want.toFixed(2)}${exception ? ` (${exception.why}; the book has ${values[i]})` : ''}`).toBeLessThanOrEqual(within)
      })
    })
  })
}

/**
 * B. V. Raman, *Graha and Bhava Balas*, the Standard Horoscope: 16 October 1918, 14:22:16 IST, 13° N 77°35′ E,
 * Raman's ayanamsa. The tables as PyJHora's test suite and another independent implementation transcribe them
 * (they agree). The book books the Sun's and the Moon's chesta bala in their doubled ayana and paksha bala and
 * shows their chesta as 0; the engine does the same.
 */
const RAMAN: Partial<Record<Component, Seven>> = {
  uchcha: [3.0, 32.75, 37.06, 54.5, 56.33, 1.95, 34.08],
  saptavargaja: [90, 48.75, 90, 135, 71.25, 116.25, 97.5],
  ojayugma: [30, 15, 15, 30, 15, 30, 15],
  kendradi: [60, 30, 30, 60, 15, 15, 30],
  drekkana: [15, 0, 0, 0, 0, 15, 0],
  dig: [48.1, 31.56, 64.3, 21.09, 11.5, 15.15, 58.02],
  nathonnata: [48.32, 11.68, 11.68, 60, 48.32, 48.32, 11.68],
  paksha: [16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54],
  tribhaga: [0, 0, 0, 0, 60, 0, 60],
  abda: [0, 0, 0, 0, 0, 0, 15],
  masa: [0, 0, 0, 30, 0, 0, 0],
  vara: [0, 0, 0, 45, 0, 0, 0],
  hora: [0, 60, 0, 0, 0, 0, 0],
  ayana: [38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75],
  yuddha: [0, 0, 0, 0, 0, 0, 0],
  chesta: [0, 0, 22.23, 2.3, 35.26, 5.95, 21.14],
  drik: [15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21],
  rupas: [7.07, 6.5, 5.1, 8.95, 7.23, 6.27, 6.49],
}
/** Mars's dig bala: the book takes a third of its 193° arc from the 4th bhava madhya without folding it to 167°. */
const MARS_DIG_FOLDED = (360 - 3 * 64.3) / 3
const RAMAN_EXCEPTIONS: readonly Exception[] = [
  { component: 'dig', graha: 'mars', engine: MARS_DIG_FOLDED, within: TOLERANCE, why: 'the book leaves the arc above 180° unfolded, past the maximum of 60' },
  {
    component: 'rupas',
    graha: 'mars',
    engine: 5.1 - (64.3 - MARS_DIG_FOLDED) / 60,
    within: TOLERANCE_RUPAS,
    why: 'the book total carries the unfolded dig bala',
  },
  {
    component: 'ayana',
    graha: 'jupiter',
    engine: 57.96,
    within: 0.3,
    why: 'the book’s kranti for Jupiter is larger than the khandas give at 15°17′ Karka (sayana); 30 (ε + δ) / ε from the true declination gives about 59, so the book may have read the declination; the engine keeps the text’s khandas',
  },
  {
    component: 'chesta',
    graha: 'mercury',
    engine: 6.6,
    within: 0.3,
    why: 'the book’s figure implies a seeghrochcha about 13° ahead of the mean heliocentric longitude we take (Meeus); V. P. Jain’s is 13° ahead too, the Surya Siddhanta only about 5°: its mean-motion table, not found',
  },
]
checkAgainstBook('Raman’s Standard Horoscope (Graha and Bhava Balas)', () => shadbalaOf('1918-10-16T08:52:16Z', 13, 77 + 35 / 60, 'raman'), RAMAN, RAMAN_EXCEPTIONS)

/**
 * V. P. Jain's worked example, Lahiri ayanamsa: 13 September 1981, 01:30 IST, 28°39′ N 77°13′ E. Mercury and
 * Jupiter are at war (170°31′ and 170°28′): their yuddha bala is under a virupa once divided by their discs'
 * difference, as the book's totals (which equal the peace-time sums) bear out. The book's sthana parts other than
 * uchcha are not transcribed here.
 */
const JAIN: Partial<Record<Component, Seven>> = {
  uchcha: [14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81],
  dig: [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67],
  nathonnata: [6.1, 53.9, 53.9, 60.0, 6.1, 6.1, 53.9],
  paksha: [5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62],
  tribhaga: [0, 0, 0, 0, 60, 60, 0],
  abda: [0, 0, 15, 0, 0, 0, 0],
  masa: [0, 0, 30, 0, 0, 0, 0],
  vara: [0, 0, 0, 0, 0, 0, 45],
  hora: [0, 0, 0, 60, 0, 0, 0],
  ayana: [70.08, 43.19, 53.56, 37.1, 22.94, 15.41, 35.04],
  chesta: [0, 0, 20.93, 28.76, 8.43, 28.18, 5.05],
  drik: [11.24, -0.32, -5.1, 4.29, 4.32, -2.86, 5.82],
  rupas: [5.52, 5.78, 6.62, 9.0, 6.27, 7.59, 6.54],
}
/** Jain counts all of Simha and Kanya as moolatrikona (45, not own 30); the Sun at 26° Simha and Mercury at 20°31′ Kanya lie past BPHS's 20°. */
const MOOLATRIKONA_GAP = 15 / 60
const JAIN_EXCEPTIONS: readonly Exception[] = [
  { component: 'rupas', graha: 'sun', engine: 5.52 - MOOLATRIKONA_GAP, within: TOLERANCE_RUPAS, why: 'the book’s moolatrikona runs over all of Simha' },
  {
    component: 'chesta',
    graha: 'mercury',
    engine: 24.38,
    within: 0.3,
    why: 'as in Raman’s example, the book’s figure implies a seeghrochcha about 13° ahead of the mean heliocentric longitude',
  },
  {
    component: 'rupas',
    graha: 'mercury',
    engine: 9.0 - MOOLATRIKONA_GAP - (28.76 - 24.38) / 60,
    within: TOLERANCE_RUPAS,
    why: 'the book’s moolatrikona runs over all of Kanya, and its Mercury chesta is the one above',
  },
  { component: 'chesta', graha: 'venus', engine: 28.18, within: 1.2, why: 'the book’s mean-motion tables against Meeus’s elements, 1.1 virupa apart' },
]
checkAgainstBook('V. P. Jain’s worked example', () => shadbalaOf('1981-09-12T20:00:00Z', 28 + 39 / 60, 77 + 13 / 60, 'lahiri'), JAIN, JAIN_EXCEPTIONS)
