import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { addDays, jdFromMs, zoneOffsetFn } from '../../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../../core/jyotish/panchang/day'
import { lagnaWindows } from '../../../core/jyotish/panchang/lagna'
import { limbSpanAt, LimbTimeline } from '../../../core/jyotish/panchang/limbs'
import { lunationAt, samvatOf, samvatsaraOf, drikRitu, ayanaOf } from '../../../core/jyotish/panchang/lunar-calendar'
import { riseSet } from '../../../core/jyotish/panchang/rise-set'
import { findAngle, Sky } from '../../../core/jyotish/panchang/sky'
import { angleDifference } from '../../../core/jyotish/time'

const eph = new AstronomyEngineEphemeris()
const IST = zoneOffsetFn('Asia/Kolkata')
const delhi = () => new PanchangCalculator(eph, { lat: 28.6139, lon: 77.209, offset: IST })

describe('Sky', () => {
  it('interpolates the Sun, the Moon, the ayanamsa and the Earth orientation within 0.01″ of direct evaluation', () => {
    const fast = new Sky(eph)
    const direct = new Sky(eph, 'lahiri', { interpolate: false })
    const arcsec = (a: number, b: number) => Math.abs(angleDifference(a, b)) * 3600
    let worst = 0
    for (let i = 0; i < 400; i++) {
      const jd = 2415020.5 + i * 183.37
      for (const body of ['sun', 'moon'] as const) {
        const [a, b] = [fast.place(body, jd), direct.place(body, jd)]
        worst = Math.max(worst, arcsec(a.longitude, b.longitude), arcsec(a.latitude, b.latitude))
      }
      worst = Math.max(worst, arcsec(fast.ayanamsa(jd), direct.ayanamsa(jd)))
      const [e, f] = [fast.earth(jd), direct.earth(jd)]
      worst = Math.max(worst, arcsec(e.greenwichSiderealTime, f.greenwichSiderealTime), arcsec(e.trueObliquity, f.trueObliquity))
    }
    expect(worst).toBeGreaterThan(0)
    expect(worst).toBeLessThan(0.01)
  })
  it('findAngle converges on a steadily increasing angle', () => {
    const t = findAngle((x) => (x * 12.19) % 360, 100, 3, 12)
    expect(Math.abs(t * 12.19 - 100)).toBeLessThan(1e-5)
  })
})

describe('limbs', () => {
  it('a timeline is contiguous and cycles through the indices', () => {
    const sky = new Sky(eph)
    for (const kind of ['tithi', 'karana', 'nakshatra', 'yoga'] as const) {
      const spans = new LimbTimeline(sky, kind).between(2460676.5, 2460676.5 + 60)
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i].start).toBe(spans[i - 1].end)
        const count = { tithi: 30, karana: 60, nakshatra: 27, yoga: 27 }[kind]
        expect(spans[i].index).toBe((spans[i - 1].index % count) + 1)
      }
    }
  })
  it('karanas derived from the tithis end where the tithis end, and agree with karanas searched on their own', () => {
    const sky = new Sky(eph)
    const tithis = new LimbTimeline(sky, 'tithi')
    const derived = new LimbTimeline(sky, 'karana', tithis).between(2460676.5, 2460676.5 + 90)
    const searched = new LimbTimeline(sky, 'karana').between(2460676.5, 2460676.5 + 90)
    expect(derived.length).toBe(searched.length)
    const tithiEnds = new Set(tithis.all().map((t) => t.end))
    let evenEnds = 0
    derived.forEach((k, i) => {
      expect(k.index).toBe(searched[i].index)
      expect(Math.abs(k.end - searched[i].end)).toBeLessThan(2e-6)
      if (k.index % 2 === 0) {
        expect(tithiEnds.has(k.end)).toBe(true)
        evenEnds++
      }
    })
    expect(evenEnds).toBeGreaterThan(80)
    expect(() => new LimbTimeline(sky, 'yoga', tithis)).toThrow(RangeError)
  })
  it('a span found directly agrees with the timeline', () => {
    const sky = new Sky(eph)
    const jd = jdFromMs(Date.parse('2025-10-20T12:00:00Z'))
    const a = limbSpanAt(sky, 'tithi', jd)
    const b = new LimbTimeline(sky, 'tithi').at(jd)
    expect(a.index).toBe(30)
    expect(Math.abs(a.end - b.end) * 86400).toBeLessThan(0.01)
  })
})

describe('panchang days over a year (New Delhi 2025)', () => {
  const calc = delhi()
  const days = Array.from({ length: 365 }, (_, i) => calc.day(addDays('2025-01-01', i)))
  it('each day runs from its sunrise to the next one and lists every element overlapping it', () => {
    for (const d of days) {
      for (const list of [d.tithi, d.nakshatra, d.yoga, d.karana]) {
        expect(list[0].start).toBeLessThanOrEqual(d.start)
        expect(list[list.length - 1].end).toBeGreaterThan(d.end)
        for (let i = 1; i < list.length; i++) expect(list[i].start).toBe(list[i - 1].end)
      }
    }
  })
  it('kshaya tithis (touching no sunrise) and vriddhi tithis (two sunrises) balance the 371 tithis of 365 days', () => {
    const kshaya = days.flatMap((d) => d.tithi.filter((t) => t.kshaya))
    const vriddhi = days.flatMap((d) => d.tithi.filter((t) => t.vriddhi))
    expect(kshaya.length).toBeGreaterThan(0)
    expect(vriddhi.length).toBeGreaterThan(0)
    const tithisInYear = new Set(days.flatMap((d) => d.tithi.map((t) => t.start))).size
    // Each sunrise has one tithi: days = distinct tithis − kshaya + vriddhi (within one of the year edges).
    expect(Math.abs(tithisInYear - kshaya.length + vriddhi.length - 365)).toBeLessThanOrEqual(2)
  })
  it('sunrise (Hindu) comes after the apparent sunrise by 2–6 minutes at Delhi', () => {
    const apparent = new PanchangCalculator(eph, { lat: 28.6139, lon: 77.209, offset: IST }, { rise: 'apparent' })
    for (const d of days.filter((_, i) => i % 30 === 0)) {
      const a = apparent.solarDay(d.date)
      const diff = (d.sunrise! - a.sunrise!) * 1440
      expect(diff).toBeGreaterThan(2)
      expect(diff).toBeLessThan(6)
    }
  })
  it('the Moon skips a rise and a set about once a month', () => {
    const noRise = days.filter((d) => d.moonrise === null).length
    const noSet = days.filter((d) => d.moonset === null).length
    expect(noRise).toBeGreaterThanOrEqual(11)
    expect(noRise).toBeLessThanOrEqual(14)
    expect(noSet).toBeGreaterThanOrEqual(11)
    expect(noSet).toBeLessThanOrEqual(14)
  })
  it('masa, eras and seasons turn at the right places', () => {
    const byDate = (date: string) => days.find((d) => d.date === date)!
    expect(byDate('2025-03-29').masa.amanta).toBe('Phalguna')
    expect(byDate('2025-03-30').masa.amanta).toBe('Chaitra')
    expect(byDate('2025-03-29').samvat.vikram).toBe(2081)
    expect(byDate('2025-03-30').samvat).toEqual({ vikram: 2082, shaka: 1947 })
    expect(byDate('2025-03-30').samvatsara).toEqual({ north: 'Kalayukta', south: 'Vishvavasu' })
    // Krishna paksha: the purnimanta month runs one ahead.
    expect(byDate('2025-10-10').masa).toMatchObject({ amanta: 'Ashvin', purnimanta: 'Kartika' })
    expect(byDate('2025-10-01').masa).toMatchObject({ amanta: 'Ashvin', purnimanta: 'Ashvin' })
    expect(byDate('2025-06-21').ayana).toBe('uttarayana')
    expect(byDate('2025-06-22').ayana).toBe('dakshinayana')
    // Makara sankranti 2025-01-14 08:55 IST, after that day's sunrise.
    expect(byDate('2025-01-15').ayanaSidereal).toBe('uttarayana')
    expect(byDate('2025-01-14').ayanaSidereal).toBe('dakshinayana')
  })
})

describe('lunar calendar', () => {
  it('finds the adhika Shravana of 2023 and names both systems', () => {
    const calc = delhi()
    expect(calc.day('2023-07-25').masa).toMatchObject({ amanta: 'Shravana', purnimanta: 'Shravana', adhika: true })
    expect(calc.day('2023-08-10').masa).toMatchObject({ amanta: 'Shravana', purnimanta: 'Shravana', adhika: true })
    expect(calc.day('2023-08-25').masa).toMatchObject({ amanta: 'Shravana', adhika: false })
    expect(calc.day('2023-07-10').masa).toMatchObject({ amanta: 'Ashadha', purnimanta: 'Shravana', adhika: false })
  })
  it('finds the kshaya lunation of 1982–83', () => {
    const sky = new Sky(eph)
    const l = lunationAt(sky, jdFromMs(Date.parse('1983-01-25T00:00:00Z')))
    expect(l.kshaya).not.toBeNull()
  })
  it('counts Shaka, Vikram and the samvatsaras', () => {
    expect(samvatOf(2026, 1, 10)).toEqual({ shaka: 1947, vikram: 2082 })
    expect(samvatOf(2025, 12, 9)).toEqual({ shaka: 1947, vikram: 2082 })
    expect(samvatsaraOf({ vikram: 2081, shaka: 1946 })).toEqual({ north: 'Pingala', south: 'Krodhi' })
    expect(samvatsaraOf({ vikram: 2044, shaka: 1909 }).south).toBe('Prabhava')
    expect(drikRitu(0)).toBe('Vasanta')
    expect(drikRitu(280)).toBe('Shishira')
    expect(ayanaOf(300)).toBe('uttarayana')
  })
})

describe('rise and set', () => {
  const sky = new Sky(eph)
  it('gives null in the polar day and night', () => {
    const june = jdFromMs(Date.parse('2025-06-21T00:00:00Z'))
    expect(riseSet(sky, 'sun', 'rise', june, june + 1, 78.2, 15.6)).toBeNull()
    const dec = jdFromMs(Date.parse('2025-12-21T00:00:00Z'))
    expect(riseSet(sky, 'sun', 'rise', dec, dec + 1, 78.2, 15.6)).toBeNull()
    expect(riseSet(sky, 'sun', 'rise', dec, dec + 1, 60, 10)).not.toBeNull()
  })
})

describe('lagna windows', () => {
  it('twelve signs rise in a sidereal day, in order', () => {
    const sky = new Sky(eph)
    const from = jdFromMs(Date.parse('2025-10-20T00:00:00Z'))
    const w = lagnaWindows(sky, from, from + 0.997, 28.6139, 77.209)
    expect(w.length).toBeGreaterThanOrEqual(12)
    for (let i = 1; i < w.length; i++) {
      expect(w[i].start).toBe(w[i - 1].end)
      expect(w[i].sign).toBe((w[i - 1].sign % 12) + 1)
    }
  })
})
