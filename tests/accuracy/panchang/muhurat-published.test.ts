/**
 * The shubh muhurat finder against the date lists published for New Delhi.
 *
 * Sources (Drik Panchang's lists for New Delhi as the press repeats them):
 * - Marriage (vivah) 2025, 75 dates: MP Samachar, Punjab Kesari (Jan–Jun, Nov–Dec 2025);
 * - Marriage 2026, 59 dates: Hindustan, Zee News, India TV, Khas Khabar (Feb 12, Mar 8, Apr 8, May 8,
 *   Jun 8, Jul 4, Nov 4, Dec 7; none in Jan, Aug–Oct);
 * - Griha pravesh 2025, 38 dates: Bharat.one, Panditjee; 2026: Hindustan (February) and NoBroker;
 * - Property purchase, the rest of January 2026 (from the 15th): Patrika.
 * A date counts when the finder gives at least one window on it. Drik prints its own sunrise (upper
 * limb, refraction), so the lists are compared with `rise: 'apparent'`; the default sunrise gives
 * the same rates within a date or two (windows of a few minutes at sunrise).
 *
 * Tolerance, per list: at least 80% of the published dates found, and no more extra dates than 20%
 * of the published count. The differences that remain are listed in docs/panchang.md (windows
 * shorter than one ghati, which the lists keep and the finder drops; griha pravesh windows in Bhadra,
 * Vyatipata or Vaidhriti, which Drik's griha pravesh list keeps and the finder avoids for every
 * undertaking).
 */
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { addDays, zoneOffsetFn } from '../../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../../core/jyotish/panchang/day'
import { muhuratDays, type MuhuratCategory } from '../../../core/jyotish/panchang/muhurat'
import type { RiseConvention } from '../../../core/jyotish/panchang/rise-set'

const eph = new AstronomyEngineEphemeris()
const DELHI = { lat: 28.6139, lon: 77.209, offset: zoneOffsetFn('Asia/Kolkata') }

/** A published list: the dates (day of month, by 'YYYY-MM') over the months it covers, from `from` on. */
interface PublishedList {
  category: MuhuratCategory
  name: string
  from?: string
  months: Record<string, number[]>
}

const LISTS: PublishedList[] = [
  {
    category: 'marriage',
    name: 'vivah 2025',
    months: {
      '2025-01': [16, 17, 18, 19, 20, 21, 23, 24, 26, 27],
      '2025-02': [2, 3, 6, 7, 12, 13, 14, 15, 16, 18, 19, 21, 23, 25],
      '2025-03': [1, 2, 6, 7, 12],
      '2025-04': [14, 16, 18, 19, 20, 21, 25, 29, 30],
      '2025-05': [1, 5, 6, 8, 10, 14, 15, 16, 17, 18, 22, 23, 24, 27, 28],
      '2025-06': [2, 4, 5, 7, 8],
      '2025-07': [],
      '2025-08': [],
      '2025-09': [],
      '2025-10': [],
      '2025-11': [2, 3, 6, 8, 12, 13, 16, 17, 18, 21, 22, 23, 25, 30],
      '2025-12': [4, 5, 6],
    },
  },
  {
    category: 'marriage',
    name: 'vivah 2026',
    months: {
      '2026-01': [],
      '2026-02': [5, 6, 8, 10, 12, 14, 19, 20, 21, 24, 25, 26],
      '2026-03': [2, 3, 4, 7, 8, 9, 11, 12],
      '2026-04': [15, 20, 21, 25, 26, 27, 28, 29],
      '2026-05': [1, 3, 5, 6, 7, 8, 13, 14],
      '2026-06': [21, 22, 23, 24, 25, 26, 27, 29],
      '2026-07': [1, 6, 7, 11],
      '2026-08': [],
      '2026-09': [],
      '2026-10': [],
      '2026-11': [21, 24, 25, 26],
      '2026-12': [2, 3, 4, 5, 6, 11, 12],
    },
  },
  {
    category: 'griha-pravesh',
    name: 'griha pravesh 2025',
    months: {
      '2025-01': [],
      '2025-02': [6, 7, 8, 14, 15, 17],
      '2025-03': [1, 5, 6, 14, 15],
      '2025-04': [30],
      '2025-05': [1, 7, 8, 9, 10, 14, 17, 22, 23, 28],
      '2025-06': [4, 6],
      '2025-07': [],
      '2025-08': [],
      '2025-09': [],
      '2025-10': [23, 24, 29],
      '2025-11': [3, 6, 7, 8, 14, 15, 24, 29],
      '2025-12': [1, 5, 6],
    },
  },
  {
    category: 'griha-pravesh',
    name: 'griha pravesh 2026',
    months: {
      '2026-01': [],
      '2026-02': [6, 11, 19, 20, 21, 25, 26],
      '2026-03': [4, 5, 6, 9, 13, 14],
      '2026-04': [20],
      '2026-05': [4, 8, 13],
      '2026-06': [24, 26, 27],
      '2026-07': [1, 2, 6],
      '2026-08': [],
      '2026-09': [],
      '2026-10': [],
      '2026-11': [11, 14, 20, 21, 25, 26],
      '2026-12': [2, 3, 4, 11, 12, 18, 19, 30],
    },
  },
  { category: 'property-purchase', name: 'property purchase, January 2026 from the 15th', from: '2026-01-15', months: { '2026-01': [15, 16, 22, 23, 29, 30] } },
]

interface Match {
  published: number
  found: number
  extra: string[]
  missed: string[]
}

function match(list: PublishedList, rise: RiseConvention): Match {
  const calc = new PanchangCalculator(eph, DELHI, { rise })
  const result: Match = { published: 0, found: 0, extra: [], missed: [] }
  for (const [month, days] of Object.entries(list.months)) {
    const [y, m] = month.split('-').map(Number)
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate()
    const published = new Set(days.map((d) => `${month}-${String(d).padStart(2, '0')}`))
    const got = new Set(muhuratDays(calc, list.category, `${month}-01`, length).map((d) => d.date).filter((d) => !list.from || d >= list.from))
    result.published += published.size
    for (const d of published) if (got.has(d)) result.found++
    else result.missed.push(d)
    for (const d of got) if (!published.has(d)) result.extra.push(d)
  }
  return result
}

describe('shubh muhurat dates against the published New Delhi lists (≥ 80% found, ≤ 20% extra)', () => {
  for (const list of LISTS)
    for (const rise of ['apparent', 'hindu'] as const)
      it(`${list.name} (rise=${rise})`, () => {
        const r = match(list, rise)
        const found = r.found / r.published
        const extra = r.extra.length / r.published
        console.log(
          `${list.name}, rise=${rise}: ${r.found}/${r.published} found (${(100 * found).toFixed(0)}%), ${r.extra.length} extra (${(100 * extra).toFixed(0)}%)` +
            (r.missed.length ? `; missed ${r.missed.join(' ')}` : '') +
            (r.extra.length ? `; extra ${r.extra.join(' ')}` : ''),
        )
        expect(found).toBeGreaterThanOrEqual(0.8)
        expect(extra).toBeLessThanOrEqual(0.2)
      })

  it('no marriage date in Shukra asta, Kharmas or Chaturmas (7 Dec 2025 – 4 Feb 2026, 26 Jul – 19 Nov 2026)', () => {
    const calc = new PanchangCalculator(eph, DELHI)
    expect(muhuratDays(calc, 'marriage', '2025-12-07', 25 + 31 + 4)).toEqual([])
    expect(muhuratDays(calc, 'marriage', '2026-07-26', 6 + 31 + 30 + 31 + 19)).toEqual([])
  })

  it('a marriage window runs into the night up to the next sunrise (2 Nov 2025: Uttara Bhadrapada, Harshana yoga)', () => {
    const calc = new PanchangCalculator(eph, DELHI, { rise: 'apparent' })
    const [day] = muhuratDays(calc, 'marriage', '2025-11-02', 1)
    const last = day.windows[day.windows.length - 1]
    expect(last.end).toBeCloseTo(calc.frame(addDays('2025-11-02', 1)).sunrise, 6)
    expect(last.nakshatra).toBe(26)
  })
})
