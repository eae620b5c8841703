import type { Chart } from '../jyotish/chart'
import { computeChart } from '../jyotish/chart'
import { ashtakavargaBlock, type AshtakavargaBlock } from '../jyotish/ashtakavarga'
import { yoginiDasha, type YoginiDasha } from '../jyotish/yogini'
import { charaDasha, type CharaDasha } from '../jyotish/chara-dasha'
import { roundedShadbala, shadbalaOfChart, type ShadbalaBlock } from '../jyotish/shadbala'
import { kpOfChart, type KpChart } from '../jyotish/kp/kp-chart'
import { varshaphal, type Varshaphal } from '../jyotish/varshaphal/varshaphal'
import { chartYogas } from '../jyotish/yogas/all-yogas'
import type { YogaResult } from '../jyotish/yogas/yoga'
import { ConflictError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { Ephemeris } from '../shared/ports/ephemeris'
import { varshaphalYear, type KundliQuery } from './request'
import type { ResolveBirthInstant } from '../shared/resolve-birth-instant'

export interface KundliInputEcho {
  date: string
  time: string
  lat: number
  lon: number
  tz: string
  /** the UT instant of the birth, ISO 8601 */
  utc: string
  /** the UTC offset used, minutes east */
  offsetMinutes: number
  /** which clock gave the offset, e.g. 'Asia/Kolkata +05:30' or 'Bombay Time +04:51' */
  clock: string
  name?: string
  /** set when the sources leave the clock in doubt (historical clocks) */
  note?: string
  /** other plausible readings of the local time (e.g. the tz database's where a city clock was used) */
  alternatives?: Array<{ utc: string; offsetMinutes: number; clock: string }>
}

export type Kundli = Chart & {
  input: KundliInputEcho
  /** with `with=ashtakavarga` */
  ashtakavarga?: AshtakavargaBlock
  /** with `with=yogini` */
  yogini?: YoginiDasha
  /** with `with=chara` */
  chara?: CharaDasha
  /** with `with=shadbala`: the seven grahas' six strengths (virupas) against their requirement, rounded to 2 decimals */
  shadbala?: ShadbalaBlock['shadbala']
  /** with `with=shadbala`: the twelve bhavas' strength */
  bhavaBala?: ShadbalaBlock['bhavaBala']
  /** with `with=kp`: Placidus cusps and the grahas in the KP ayanamsa with their lords, significators, ruling planets */
  kp?: KpChart
  /** with `with=varshaphal` (and `year`, by default the current year) */
  varshaphal?: Varshaphal
  /** with `with=yogas`: every declared yoga, present or not, in a stable order */
  yogas?: YogaResult[]
}

/**
 * A birth chart from a local birth date, time and place: the local time goes to UT through the
 * place's zone and India's historical clocks, then the engine computes positions, vargas and dasha.
 * A local time that did not exist or happened twice is a ConflictError carrying both readings, so
 * the caller can choose one with `disambiguation`.
 */
export class GenerateKundli {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly birthInstant: ResolveBirthInstant,
    /** what "this year" is when a varshaphal is asked for without `year` */
    private readonly clock: Clock,
  ) {}

  /**
   * The chart of a birth read by the GET's schema (the kundli form's POST maps its fields onto it:
   * kundliQueryOfForm; another use case reads its birth with kundliQueryOf).
   */
  async execute(query: KundliQuery): Promise<Kundli> {
    // The varshaphal's year is checked before any work, so a bad one answers 400 at once.
    const year = query.with?.includes('varshaphal') ? varshaphalYear(query, this.clock.now()) : undefined
    const resolved = await this.birthInstant.execute({
      date: query.date,
      time: query.time,
      latitude: query.lat,
      longitude: query.lon,
      timezone: query.tz,
      offsetMinutes: query.offsetMinutes,
      disambiguation: query.disambiguation,
    })
    if (resolved.status !== 'ok') {
      const candidates = resolved.candidates.map((c) => ({ utc: c.utc.toISOString(), offsetMinutes: c.offsetSeconds / 60, clock: c.label }))
      throw new ConflictError(resolved.note, resolved.status === 'nonexistent' ? 'BIRTH_TIME.NONEXISTENT' : 'BIRTH_TIME.AMBIGUOUS', {
        candidates,
        choose: "repeat the request with disambiguation=earlier or disambiguation=later",
      })
    }
    const chart = computeChart(this.ephemeris, { utc: resolved.reading.utc, lat: query.lat, lon: query.lon, ayanamsa: query.ayanamsa, node: query.node })
    const time = query.time.length === 5 ? `${query.time}:00` : query.time
    return {
      input: {
        date: query.date,
        time,
        lat: query.lat,
        lon: query.lon,
        tz: resolved.zone,
        utc: resolved.reading.utc.toISOString(),
        offsetMinutes: resolved.reading.offsetSeconds / 60,
        clock: resolved.reading.label,
        ...(query.name ? { name: query.name } : {}),
        ...(resolved.note ? { note: resolved.note } : {}),
        ...(resolved.alternatives.length
          ? { alternatives: resolved.alternatives.map((c) => ({ utc: c.utc.toISOString(), offsetMinutes: c.offsetSeconds / 60, clock: c.label })) }
          : {}),
      },
      ...chart,
      ...(query.with?.includes('ashtakavarga') ? { ashtakavarga: chartAshtakavarga(chart) } : {}),
      ...(query.with?.includes('yogini') ? { yogini: yoginiDasha(chart.planets.find((p) => p.id === 'moon')!.longitude, resolved.reading.utc) } : {}),
      ...(query.with?.includes('chara') ? { chara: charaDasha(chart, resolved.reading.utc) } : {}),
      ...(query.with?.includes('shadbala') ? roundedShadbala(shadbalaOfChart(this.ephemeris, chart, { utc: resolved.reading.utc, lat: query.lat, lon: query.lon })) : {}),
      ...(query.with?.includes('kp') ? { kp: kpOfChart(this.ephemeris, { utc: resolved.reading.utc, lat: query.lat, lon: query.lon, node: query.node }) } : {}),
      ...(year !== undefined
        ? {
            varshaphal: varshaphal(
              this.ephemeris,
              chart,
              { utc: resolved.reading.utc, lat: query.lat, lon: query.lon, ayanamsa: query.ayanamsa, node: query.node, birthYear: Number(query.date.slice(0, 4)) },
              year,
            ),
          }
        : {}),
      ...(query.with?.includes('yogas') ? { yogas: chartYogas(chart) } : {}),
    }
  }
}

/** The ashtakavarga of a computed chart (from the signs of the seven grahas and the lagna). */
export function chartAshtakavarga(chart: Chart): AshtakavargaBlock {
  const sign = (id: string) => chart.planets.find((p) => p.id === id)!.sign
  return ashtakavargaBlock({
    sun: sign('sun'),
    moon: sign('moon'),
    mars: sign('mars'),
    mercury: sign('mercury'),
    jupiter: sign('jupiter'),
    venus: sign('venus'),
    saturn: sign('saturn'),
    lagna: chart.ascendant.sign,
  })
}
