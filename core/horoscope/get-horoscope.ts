import { gochara, type GocharaResult } from './gochara'
import { computePeriodSky, type PeriodSky } from './period-sky'
import { spanOf, type HoroscopePeriod, type PeriodSpan } from './periods'
import type { HoroscopeQuery } from './request'
import { GRAHA_COLOURS, numberOf } from '../numerology/planets'
import { signDistance, signLord, SIGN_NAMES, type GrahaId, type SignName } from '../jyotish/zodiac'
import { dignityOf, isCombust } from '../jyotish/dignity'
import type { Clock } from '../shared/ports/clock'
import type { EclipseCalendar } from '../shared/ports/eclipse-calendar'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { FestivalDates } from './ports/festival-dates'
import type { HoroscopeNote, HoroscopeNoteKey, HoroscopeNotes } from './ports/horoscope-notes'
import { FESTIVAL_NAMES } from '../festivals/names'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'

type Area = 'love' | 'career' | 'health' | 'finances'
const TRANSITING: readonly GrahaId[] = ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu']
const WEEKDAY_LORDS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
const LOCALES: Readonly<Record<LanguageCode, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' }
/**
 * Which graha's house sets each area's general tone over a longer period (the Moon sets it for a day); never the
 * area's karaka, which has its own sentence: Mars (desire) beside Venus for love, Mercury (dealings, paperwork)
 * beside the Sun for career, the Sun (vitality) beside Mars for health, Venus (comforts and luxuries, what money
 * buys) beside Jupiter for finances; over a year the other slow planet, and Rahu for health.
 */
const AREA_TONE: Readonly<Record<Exclude<PeriodSpan, 'day'>, Record<Area, GrahaId>>> = {
  week: { love: 'mars', career: 'mercury', health: 'sun', finances: 'venus' },
  month: { love: 'mars', career: 'mercury', health: 'sun', finances: 'venus' },
  year: { love: 'saturn', career: 'jupiter', health: 'rahu', finances: 'saturn' },
}
/**
 * Whose condition each area's second sentence reports (its karaka): Venus for love; the Sun, karaka of
 * status and of dealings with superiors, for career, and Mars, of vitality, blood and injuries, for health,
 * both fast enough to change the tone from month to month; Jupiter, the giver of wealth, for finances.
 * Over a year the fast planets' momentary place means little, so the slow karakas speak: Jupiter for
 * marriage, Saturn for work and livelihood and for chronic complaints.
 */
const AREA_KARAKA: Readonly<Record<PeriodSpan, Record<Area, GrahaId>>> = {
  day: { love: 'venus', career: 'sun', health: 'mars', finances: 'jupiter' },
  week: { love: 'venus', career: 'sun', health: 'mars', finances: 'jupiter' },
  month: { love: 'venus', career: 'sun', health: 'mars', finances: 'jupiter' },
  year: { love: 'jupiter', career: 'saturn', health: 'saturn', finances: 'jupiter' },
}
/** Each area's own house from the Moon sign: the partner (7th), work (10th), illness and recovery (6th), gains (11th). */
const AREA_HOUSE: Readonly<Record<Area, number>> = { love: 7, career: 10, health: 6, finances: 11 }
/** The planets whose transits a period's prediction describes, fastest first. */
const PREDICTION_PLANETS: Readonly<Record<PeriodSpan, readonly GrahaId[]>> = {
  day: [],
  week: ['sun', 'mercury', 'venus'],
  month: ['sun', 'mars', 'venus', 'mercury'],
  year: ['jupiter', 'saturn', 'rahu'],
}
const SPECIAL_TITHIS: Readonly<Record<number, string>> = { 4: 'chaturthi', 19: 'chaturthi', 8: 'ashtami', 23: 'ashtami', 11: 'ekadashi', 26: 'ekadashi', 15: 'purnima', 30: 'amavasya' }

/** One graha's transit for a sign. */
export interface HoroscopeTransit {
  graha: GrahaId
  sign: number
  /** house 1–12 counted from the Moon sign */
  house: number
  result: GocharaResult
  obstructedBy: GrahaId[]
  retrograde: boolean
  /** within its classical combustion orb of the Sun (never the Sun itself or Rahu) */
  combust: boolean
  /** exalted, debilitated or in its own sign (moolatrikona read as own); null in any other sign */
  dignity: TransitDignity | null
}

/** The dignities that change a transit's reading. */
export type TransitDignity = 'exalted' | 'debilitated' | 'own'

/** A graha's dignity by its sign and degree in the period's sky, reduced to the three that colour a reading. */
function transitDignity(g: GrahaId, sky: PeriodSky): TransitDignity | null {
  const longitude = ((sky.longitudes[g] % 360) + 360) % 360
  const d = dignityOf(g, sky.signs[g], longitude % 30, sky.signs)
  if (d === 'exalted' || d === 'debilitated' || d === 'own') return d
  // Rahu's moolatrikona is Gemini, which is not the sign its "at home" sentence names.
  return d === 'moolatrikona' && g !== 'rahu' ? 'own' : null
}

/** GET /api/horoscope/{period}/{sign}, with the facts behind the text. */
export interface HoroscopeAnswer {
  sign: SignName
  period: HoroscopePeriod
  from: string
  to: string
  lang: LanguageCode
  prediction: string
  love: string
  career: string
  health: string
  finances: string
  luckyColor: string
  luckyNumber: number
  /** the Moon sign 1–12 the reading is for, and what it rests on */
  moonSign: number
  facts: {
    /** the Moon's house from the sign at noon IST (a day), or at the start and end of a week */
    moonHouses: number[]
    tithi: number | null
    transits: HoroscopeTransit[]
    ingresses: Array<PeriodSky['ingresses'][number] & { house: number }>
    retrogrades: PeriodSky['retrogrades']
    eclipses: PeriodSky['eclipses']
  }
  note: string
  /** what an admin changed: the prediction replaced, and a note shown beside it */
  editorial?: { overridden: boolean; annotation: string | null }
}

/** The festivals a month's text names first when it has room for only a few. */
const MAJOR_FESTIVALS = new Set(['diwali', 'holi', 'dussehra', 'sharad-navratri', 'maha-shivaratri', 'ganesh-chaturthi', 'krishna-janmashtami', 'raksha-bandhan', 'makar-sankranti', 'pongal', 'ugadi', 'ram-navami', 'onam', 'karva-chauth', 'chhath-puja'])

/** Up to `max` named festivals, the major ones first, told in date order. */
function notableFestivals(festivals: ReadonlyArray<{ id: string; date: string }>, max: number): Array<{ id: string; date: string }> {
  const named = festivals.filter((f) => FESTIVAL_NAMES[f.id])
  const chosen = [...named.filter((f) => MAJOR_FESTIVALS.has(f.id)), ...named.filter((f) => !MAJOR_FESTIVALS.has(f.id))].slice(0, max)
  return chosen.sort((a, b) => a.date.localeCompare(b.date))
}

/** Which stored note belongs to a reading. */
export function noteKeyOf(h: HoroscopeAnswer): HoroscopeNoteKey {
  return { period: h.period, sign: h.sign, from: h.from, lang: h.lang }
}

/** The reading with an admin's override and note applied (none: as generated). */
export function withNote(answer: HoroscopeAnswer, note: Pick<HoroscopeNote, 'override' | 'annotation'> | null): HoroscopeAnswer {
  return {
    ...answer,
    ...(note?.override ? { prediction: note.override } : {}),
    editorial: { overridden: Boolean(note?.override), annotation: note?.annotation ?? null },
  }
}

/** A small stable hash, to choose among a sentence's variants: same inputs, same words. */
function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0
  return h
}

/** India's civil date now. */
function todayInIndia(now: Date): string {
  return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10)
}

/**
 * Horoscopes from the real sky: the Moon's and the planets' transits counted from each Moon
 * sign (gochara with vedha), the tithi of the day, the sign changes, retrogrades and eclipses of the
 * period, composed into text from the `horoscope` phrase book, one sentence per factor. The sky of a
 * period is computed once for all twelve signs.
 */
export class GetHoroscope {
  private readonly skies = new Map<string, PeriodSky>()

  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly eclipses: EclipseCalendar | null,
    private readonly phrases: Phrasebook,
    private readonly clock: Clock,
    private readonly notes: HoroscopeNotes | null = null,
    private readonly festivals: FestivalDates | null = null,
  ) {}

  /** The reading as it goes out: an admin's override replaces the generated prediction, a note is shown beside it. */
  async execute(q: HoroscopeQuery): Promise<HoroscopeAnswer> {
    const answer = await this.generate(q)
    return withNote(answer, this.notes ? await this.notes.get(noteKeyOf(answer)) : null)
  }

  /** The reading computed from the sky (and the festival calendar) alone. */
  async generate(q: HoroscopeQuery): Promise<HoroscopeAnswer> {
    const lang = q.lang as LanguageCode
    const period = q.period as HoroscopePeriod
    const span = spanOf(period)
    const sky = this.sky(span, q.date ?? todayInIndia(this.clock.now()))
    const moonSign = SIGN_NAMES.indexOf(q.sign) + 1
    const houseOf = (sign: number) => signDistance(moonSign, sign)
    const houses = Object.fromEntries(TRANSITING.map((g) => [g, houseOf(sky.signs[g])])) as Record<GrahaId, number>
    const transits: HoroscopeTransit[] = TRANSITING.map((g) => {
      const retrograde = sky.retrograde.includes(g)
      const combust = g !== 'sun' && isCombust(g, sky.longitudes[g], sky.longitudes.sun, retrograde)
      return { graha: g, sign: sky.signs[g], house: houses[g], ...gochara(g, houses[g], houses), retrograde, combust, dignity: transitDignity(g, sky) }
    })
    const moonHouses = sky.moonSigns.map(houseOf)
    const seed = `${q.sign}|${period}|${sky.from}`
    // Variants advance one step a period, so consecutive days (weeks, months, years) read different words for one factor.
    const dayNumber = Math.round(Date.parse(`${sky.from}T00:00:00Z`) / 86_400_000)
    const [year, month] = sky.from.split('-').map(Number) as [number, number]
    const step = span === 'day' ? dayNumber : span === 'week' ? Math.floor(dayNumber / 7) : span === 'month' ? year * 12 + month : year
    const text = new HoroscopeText(this.phrases, lang, `${q.sign}|${period}`, dayNumber, step, span)

    const areas = Object.fromEntries((['love', 'career', 'health', 'finances'] as const).map((a) => [a, this.area(text, a, span, moonHouses[0]!, transits)])) as Record<Area, string>
    // The period's festivals (New Delhi's calendar): named in the text for a day, a week or a month.
    const festivals = this.festivals && span !== 'year' ? await this.festivals.between(sky.from, sky.to) : []
    const prediction = this.prediction(text, span, period, sky, moonHouses, transits, areas, houseOf, festivals)

    // The lucky graha: one in good transit for this sign (the weekday's lord on a day if it is), else the sign's lord.
    const good = transits.filter((t) => t.result === 'good').map((t) => t.graha)
    const weekdayLord = WEEKDAY_LORDS[new Date(`${sky.from}T12:00:00Z`).getUTCDay()]!
    const lucky = span === 'day' && good.includes(weekdayLord) ? weekdayLord : (good[hash(seed) % Math.max(good.length, 1)] ?? signLord(moonSign))
    const colours = GRAHA_COLOURS[lucky]
    return {
      sign: q.sign,
      period,
      from: sky.from,
      to: sky.to,
      lang,
      prediction,
      ...areas,
      luckyColor: this.phrases.phrase(lang, `numerology.colours.${colours[hash(seed + 'c') % colours.length]}`),
      luckyNumber: numberOf(lucky),
      moonSign,
      facts: {
        moonHouses: span === 'week' ? [moonHouses[0]!, moonHouses[moonHouses.length - 1]!] : moonHouses,
        tithi: sky.tithi,
        transits,
        ingresses: sky.ingresses.map((i) => ({ ...i, house: houseOf(i.sign) })),
        retrogrades: sky.retrogrades,
        eclipses: sky.eclipses,
      },
      note: this.phrases.phrase(lang, 'horoscope.moonSignNote'),
    }
  }

  private prediction(
    text: HoroscopeText,
    span: PeriodSpan,
    period: HoroscopePeriod,
    sky: PeriodSky,
    moonHouses: number[],
    transits: HoroscopeTransit[],
    areas: Record<Area, string>,
    houseOf: (sign: number) => number,
    festivals: ReadonlyArray<{ id: string; date: string }>,
  ): string {
    const parts: string[] = []
    const transitOf = (g: GrahaId) => transits.find((t) => t.graha === g)!
    if (span === 'day') {
      if (period !== 'daily') parts.push(areas[period as Area])
      parts.push(text.pick(`moon.h${moonHouses[0]}`, 'moon'))
      const tithi = sky.tithi!
      const special = SPECIAL_TITHIS[tithi]
      parts.push(special ? text.say(`tithi.${special}`) : text.pick(`tithi.${tithi <= 15 ? 'shukla' : 'krishna'}`, 'tithi'))
      // One planet's transit a day, in turn, so the week's readings cover them all; an area's reading already
      // tells its karaka's house, so it takes the next planet instead.
      const karaka = period === 'daily' ? null : AREA_KARAKA.day[period as Area]
      const turn = TRANSITING[text.day % TRANSITING.length]!
      const focus = turn === karaka ? TRANSITING[(text.day + 1) % TRANSITING.length]! : turn
      parts.push(...text.transit(transitOf(focus)))
      const today = festivals.filter((f) => FESTIVAL_NAMES[f.id])
      if (today.length) parts.push(text.pick('festivalToday', today[0]!.id, { festival: today.map((f) => text.festival(f.id)).join(text.and()) }))
      return parts.join(' ')
    }
    if (span === 'week') parts.push(text.say('moonWeek', { first: text.ordinal(moonHouses[0]!), last: text.ordinal(moonHouses[moonHouses.length - 1]!) }))
    if (span === 'month') parts.push(text.say('monthIntro', { house: text.ordinal(transitOf('sun').house) }))
    if (span === 'year') parts.push(text.say('yearIntro'))
    const toldRetrograde = new Set<GrahaId>()
    for (const g of PREDICTION_PLANETS[span]) {
      const told = text.transit(transitOf(g))
      if (told.some((s) => text.isRetrogradeNote(s, g))) toldRetrograde.add(g)
      parts.push(...told)
    }
    const events: string[] = []
    for (const i of sky.ingresses.slice(0, span === 'year' ? 6 : 4)) {
      const vars = { date: text.date(i.date), planet: text.planet(i.graha), sign: text.sign(i.sign), house: text.ordinal(houseOf(i.sign)) }
      events.push(i.retrograde ? text.say('ingressRetrograde', vars) : text.pick('ingress', `${i.graha}${i.date}`, vars))
    }
    // A retrograde run already told with the planet's transit is not told again as an event.
    for (const r of sky.retrogrades.filter((r) => !toldRetrograde.has(r.graha))) events.push(text.say(`retro.${r.graha}`, { span: text.span(r.start, r.end, sky) }))
    for (const e of sky.eclipses) events.push(text.say(`eclipse.${e.body}`, { date: text.date(e.date) }))
    for (const f of notableFestivals(festivals, 4)) events.push(text.pick('festival', f.id, { festival: text.festival(f.id), date: text.date(f.date) }))
    if (events.length === 0) events.push(text.say('quiet'))
    return [...parts, ...events].join(' ')
  }

  /**
   * An area in two to four sentences, each from a fact of the period: the house of the area's tone (the Moon on
   * a day); the house of the area's karaka, read for that area; what changes the karaka's reading (vedha,
   * retrogression, combustion, dignity), if anything; and the planet, if any, transiting the area's own house.
   */
  private area(text: HoroscopeText, area: Area, span: PeriodSpan, moonHouse: number, transits: HoroscopeTransit[]): string {
    const transitOf = (g: GrahaId) => transits.find((t) => t.graha === g)!
    const tone = span === 'day' ? 'moon' : AREA_TONE[span][area]
    const karaka = transitOf(AREA_KARAKA[span][area])
    const parts = [text.pick(`area.${area}.h${span === 'day' ? moonHouse : transitOf(tone).house}`, area)]
    parts.push(text.say(`area.${area}.${karaka.graha}.h${karaka.house}`))
    const condition = text.karakaCondition(area, karaka)
    if (condition) parts.push(condition)
    const occupant = transits.find((t) => t.house === AREA_HOUSE[area] && t.graha !== tone && t.graha !== karaka.graha)
    if (occupant) parts.push(text.say(`area.${area}.occupant.${occupant.graha}`))
    return parts.join(' ')
  }

  /** The sky of a period, computed once for all signs (the last 64 periods kept). */
  private sky(span: PeriodSpan, date: string): PeriodSky {
    const key = `${span}|${date}`
    let sky = this.skies.get(key)
    if (!sky) {
      sky = computePeriodSky(this.ephemeris, this.eclipses, span, date)
      if (this.skies.size >= 64) this.skies.delete(this.skies.keys().next().value!)
      this.skies.set(key, sky)
    }
    return sky
  }
}

/** The phrase book's horoscope sentences in one language, with names, ordinals and dates filled in. */
class HoroscopeText {
  constructor(
    private readonly phrases: Phrasebook,
    private readonly lang: LanguageCode,
    private readonly seed: string,
    /** days since 1970-01-01 of the period's first day */
    readonly day: number,
    /** the period's ordinal among periods of its span (days, weeks, months or years) */
    private readonly step: number,
    private readonly periodSpan: PeriodSpan,
  ) {}

  /** Retrograde motion and combustion are momentary: told for a day, a week or a month, not for a whole year. */
  private get momentary(): boolean {
    return this.periodSpan !== 'year'
  }

  say(key: string, vars?: Record<string, string>): string {
    return this.phrases.phrase(this.lang, `horoscope.${key}`, vars)
  }

  /** A variant of `key`: offset by the sign, period and factor, then one step further each day. */
  pick(key: string, salt: string, vars?: Record<string, string>): string {
    return this.phrases.phrase(this.lang, `horoscope.${key}`, vars, (hash(`${this.seed}|${salt}`) % 1000) + this.step)
  }

  /**
   * A graha's transit: what it means in its house from the Moon (short for a day or a week, long for a month
   * or a year), then what changes that reading: vedha, dignity, and (for shorter periods) retrogression and
   * combustion.
   */
  transit(t: HoroscopeTransit): string[] {
    const form = this.periodSpan === 'day' || this.periodSpan === 'week' ? 'short' : 'long'
    const parts = [this.pick(`transit.${t.graha}.h${t.house}.${form}`, t.graha)]
    if (t.result === 'obstructed') parts.push(this.pick(`vedha.${t.graha}`, `${t.graha}vedha`, { by: this.obstructors(t) }))
    if (t.dignity) parts.push(this.say(`dignity.${t.graha}.${t.dignity}`))
    if (this.momentary && t.retrograde && this.has(`retrograde.${t.graha}.good`)) parts.push(this.say(`retrograde.${t.graha}.${t.result === 'adverse' ? 'adverse' : 'good'}`))
    if (this.momentary && t.combust) parts.push(this.say(`combust.${t.graha}`))
    return parts
  }

  /** Whether `sentence` is the retrograde note of `g`'s transit. */
  isRetrogradeNote(sentence: string, g: GrahaId): boolean {
    return (['good', 'adverse'] as const).some((r) => this.has(`retrograde.${g}.${r}`) && sentence === this.say(`retrograde.${g}.${r}`))
  }

  /**
   * What changes an area karaka's reading, the first that applies: vedha on a good house (this sign's own fact),
   * then retrogression and combustion (shorter periods only), then dignity; null when none does.
   */
  karakaCondition(area: Area, t: HoroscopeTransit): string | null {
    const key = (state: string) => `area.${area}.${t.graha}.${state}`
    const state =
      t.result === 'obstructed'
        ? 'obstructed'
        : this.momentary && t.retrograde && this.has(key('retrograde'))
          ? 'retrograde'
          : this.momentary && t.combust && this.has(key('combust'))
            ? 'combust'
            : t.dignity
    return state ? this.say(key(state), { by: this.obstructors(t) }) : null
  }

  private obstructors(t: HoroscopeTransit): string {
    return t.obstructedBy.map((g) => this.planet(g)).join(this.and())
  }

  private has(key: string): boolean {
    return this.phrases.has(this.lang, `horoscope.${key}`)
  }

  and(): string {
    return this.phrases.phrase(this.lang, 'calc-names.and')
  }

  festival(id: string): string {
    return FESTIVAL_NAMES[id]![this.lang]
  }

  planet(g: GrahaId): string {
    return this.phrases.phrase(this.lang, `calc-names.planets.${g}`)
  }

  sign(n: number): string {
    return this.phrases.phrase(this.lang, `calc-names.signs.${SIGN_NAMES[n - 1]}`)
  }

  ordinal(house: number): string {
    return this.phrases.phrase(this.lang, `calc-names.ordinals.h${house}`)
  }

  date(iso: string): string {
    return new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALES[this.lang], { day: 'numeric', month: 'long', timeZone: 'UTC' })
  }

  span(start: string | null, end: string | null, sky: PeriodSky): string {
    const inside = (d: string | null) => d !== null && d >= sky.from && d <= sky.to
    if (inside(start) && inside(end)) return this.say('span.both', { start: this.date(start!), end: this.date(end!) })
    if (inside(start)) return this.say('span.from', { start: this.date(start!) })
    if (inside(end)) return this.say('span.until', { end: this.date(end!) })
    return this.say('span.whole')
  }
}
