/**
 * The panchang as the HTTP API answers it: instants as ISO 8601 local times with the
 * place's offset, to the second; names as panchangs print them in English, with stable ids.
 */
import { NAKSHATRA_NAMES, nakshatraLord, SIGN_NAMES } from '../zodiac'
import { formatLocal, type OffsetFn } from './clock'
import type { DayLimb, PanchangDay } from './day'
import { karanaName, NAKSHATRA_DISPLAY_NAMES, pakshaOf, RASHI_DISPLAY_NAMES, tithiName, varaOf, YOGA_NAMES, type VaraInfo } from './names'
import type { Choghadiya, Hora, Interval } from './timings'

/** An interval as local ISO times. */
export interface IsoInterval {
  start: string
  end: string
}

export interface TithiJson extends IsoInterval {
  index: number
  name: string
  paksha: 'shukla' | 'krishna'
  kshaya: boolean
  vriddhi: boolean
}
export interface NakshatraJson extends IsoInterval {
  index: number
  id: string
  name: string
  /** Vimshottari lord (graha id) */
  lord: string
  kshaya: boolean
  vriddhi: boolean
}
export interface NamedLimbJson extends IsoInterval {
  index: number
  name: string
  kshaya: boolean
  vriddhi: boolean
}

/** GET /api/panchang. */
export interface PanchangJson {
  date: string
  place: { lat: number; lon: number; tz: string }
  /** the sunrise convention used: 'hindu' (centre, no refraction) or 'apparent' (upper limb, refraction) */
  rise: 'hindu' | 'apparent'
  sunrise: string | null
  sunset: string | null
  moonrise: string | null
  moonset: string | null
  /** the sunrise that ends this panchang day */
  nextSunrise: string
  vara: VaraInfo
  paksha: 'shukla' | 'krishna'
  tithi: TithiJson[]
  nakshatra: NakshatraJson[]
  yoga: NamedLimbJson[]
  karana: NamedLimbJson[]
  masa: { amanta: string; purnimanta: string; adhika: boolean; kshaya: string | null; amantaIndex: number; purnimantaIndex: number }
  samvat: { vikram: number; shaka: number }
  samvatsara: { north: string; south: string }
  ritu: string
  drikRitu: string
  ayana: 'uttarayana' | 'dakshinayana'
  ayanaSidereal: 'uttarayana' | 'dakshinayana'
  sunSign: { index: number; id: string; name: string }
  moonSign: { index: number; id: string; name: string }
  /**
   * The Tamil solar date: month 1–12 (1 = Chithirai, the Sun in sidereal Mesha), its Tamil name, the
   * day of the month, the month's first civil date and the sankranti that began it. `rule` 'sunset':
   * a sankranti before sunset begins the month that day, after sunset the next day.
   */
  solar: { month: number; name: string; day: number; firstDay: string; sankranti: string; rule: 'sunset' }
  /** the Tamil year of the 60-year cycle (index 1–60, 1 = Prabhava), changing on Chithirai 1 */
  tamilYear: { index: number; name: string }
  rahuKaal: IsoInterval
  yamaganda: IsoInterval
  gulika: IsoInterval
  /** null on Wednesdays */
  abhijit: IsoInterval | null
  brahmaMuhurta: IsoInterval & { convention: 'night-muhurta' }
  brahmaMuhurtaFixed: IsoInterval & { convention: 'fixed-96-48' }
  durmuhurtam: IsoInterval[]
  varjyam: IsoInterval[]
  choghadiya: { day: ChoghadiyaJson[]; night: ChoghadiyaJson[] }
  hora: HoraJson[]
  kaal: Record<'pratah' | 'sangava' | 'madhyahna' | 'aparahna' | 'sayahna' | 'purvahna' | 'pradosh' | 'nishita' | 'arunodaya', IsoInterval>
}
export interface ChoghadiyaJson extends IsoInterval {
  name: string
  quality: 'good' | 'neutral' | 'bad'
  lord: string
}
export interface HoraJson extends IsoInterval {
  planet: string
}

/** Formats instants for one place. */
export class LocalTimes {
  constructor(private readonly offset: OffsetFn) {}
  at(jd: number): string {
    return formatLocal(jd, this.offset)
  }
  atOrNull(jd: number | null): string | null {
    return jd === null ? null : formatLocal(jd, this.offset)
  }
  interval(i: Interval): IsoInterval {
    return { start: this.at(i.start), end: this.at(i.end) }
  }
}

function sign(index: number): { index: number; id: string; name: string } {
  return { index, id: SIGN_NAMES[index - 1], name: RASHI_DISPLAY_NAMES[index - 1] }
}

/** The GET /api/panchang answer for a computed day. */
export function presentPanchang(day: PanchangDay, tz: string, offset: OffsetFn): PanchangJson {
  const t = new LocalTimes(offset)
  const flags = (l: DayLimb) => ({ start: t.at(l.start), end: t.at(l.end), kshaya: l.kshaya, vriddhi: l.vriddhi })
  const tm = day.timings
  return {
    date: day.date,
    place: { lat: day.lat, lon: day.lon, tz },
    rise: day.convention,
    sunrise: t.atOrNull(day.sunrise),
    sunset: t.atOrNull(day.sunset),
    moonrise: t.atOrNull(day.moonrise),
    moonset: t.atOrNull(day.moonset),
    nextSunrise: t.at(day.end),
    vara: varaOf(day.weekday),
    paksha: pakshaOf(day.tithi[0].index),
    tithi: day.tithi.map((l) => ({ index: l.index, name: tithiName(l.index), paksha: pakshaOf(l.index), ...flags(l) })),
    nakshatra: day.nakshatra.map((l) => ({
      index: l.index,
      id: NAKSHATRA_NAMES[l.index - 1],
      name: NAKSHATRA_DISPLAY_NAMES[l.index - 1],
      lord: nakshatraLord(l.index),
      ...flags(l),
    })),
    yoga: day.yoga.map((l) => ({ index: l.index, name: YOGA_NAMES[l.index - 1], ...flags(l) })),
    karana: day.karana.map((l) => ({ index: l.index, name: karanaName(l.index), ...flags(l) })),
    masa: day.masa,
    samvat: { vikram: day.samvat.vikram, shaka: day.samvat.shaka },
    samvatsara: day.samvatsara,
    ritu: day.ritu,
    drikRitu: day.drikRitu,
    ayana: day.ayana,
    ayanaSidereal: day.ayanaSidereal,
    sunSign: sign(day.sunSign),
    moonSign: sign(day.moonSign),
    solar: { month: day.solar.month, name: day.solar.name, day: day.solar.day, firstDay: day.solar.firstDay, sankranti: t.at(day.solar.sankranti), rule: 'sunset' },
    tamilYear: day.solar.year,
    rahuKaal: t.interval(tm.rahuKaal),
    yamaganda: t.interval(tm.yamaganda),
    gulika: t.interval(tm.gulika),
    abhijit: tm.abhijit ? t.interval(tm.abhijit) : null,
    brahmaMuhurta: { ...t.interval(tm.brahmaMuhurta), convention: 'night-muhurta' },
    brahmaMuhurtaFixed: { ...t.interval(tm.brahmaMuhurtaFixed), convention: 'fixed-96-48' },
    durmuhurtam: tm.durmuhurtam.map((i) => t.interval(i)),
    varjyam: day.varjyam.map((i) => t.interval(i)),
    choghadiya: {
      day: tm.choghadiya.day.map((c: Choghadiya) => ({ name: c.name, quality: c.quality, lord: c.lord, ...t.interval(c) })),
      night: tm.choghadiya.night.map((c: Choghadiya) => ({ name: c.name, quality: c.quality, lord: c.lord, ...t.interval(c) })),
    },
    hora: tm.hora.map((h: Hora) => ({ planet: h.planet, ...t.interval(h) })),
    kaal: {
      pratah: t.interval(tm.pratah),
      sangava: t.interval(tm.sangava),
      madhyahna: t.interval(tm.madhyahna),
      aparahna: t.interval(tm.aparahna),
      sayahna: t.interval(tm.sayahna),
      purvahna: t.interval(tm.purvahna),
      pradosh: t.interval(tm.pradosh),
      nishita: t.interval(tm.nishita),
      arunodaya: t.interval(tm.arunodaya),
    },
  }
}

