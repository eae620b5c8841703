import { GEMS } from '../gemstones/gems'
import { kundliQueryOf } from '../kundli/request'
import { SIGN_NAMES, signLord, type GrahaId } from '../jyotish/zodiac'
import { luckyForMoonSign } from './lucky'
import { bhagyank, civilDate, mulank, nameNumber } from './numbers'
import { NUMBER_RULERS } from './planets'
import type { LuckyNumbersQuery } from './request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { GenerateKundli } from '../kundli/generate-kundli'
import { luckyJson, type LuckyJson } from './get-numerology'
import { NumerologyText } from './numerology-text'

/** GET /api/lucky-numbers. */
export interface LuckyNumbersAnswer {
  input: { name: string; date: string }
  lang: string
  mulank: number
  bhagyank: number
  nameNumber: number
  /** numbers: the mulank's set, then the bhagyank, the name number and the moon sign lord's number */
  numbers: number[]
  unfavourable: number[]
  days: Array<{ index: number; name: string }>
  colours: Array<{ id: string; name: string }>
  gems: Array<{ planet: GrahaId; id: string; name: string; from: 'mulank' | 'moonSign' }>
  /** the numerology part alone (the mulank's set) */
  numerology: LuckyJson
  /** the moon sign's part; null when neither a moon sign nor birth time and place were given */
  moon: null | { sign: number; signName: string; source: 'given' | 'chart'; lord: GrahaId; lordName: string; number: number; day: { index: number; name: string }; colours: Array<{ id: string; name: string }>; text: string }
  text: { numbers: string; avoid: string }
  disclaimer: string
}

/**
 * Lucky numbers, days, colours and gems (GET /api/lucky-numbers) from numerology (mulank, bhagyank, the
 * Chaldean name number) and the moon sign: given, or computed from the birth time and place with the
 * same chart as GET /api/kundli.
 */
export class GetLuckyNumbers {
  constructor(
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: LuckyNumbersQuery): Promise<LuckyNumbersAnswer> {
    const t = new NumerologyText(this.phrases, q.lang)
    const date = civilDate(q.date)
    const m = mulank(date)
    const b = bhagyank(date)
    const nameNo = nameNumber(q.name, 'chaldean').reduced
    const base = luckyJson(m, t)

    let moonSign: number | null = q.moonSign ?? null
    let source: 'given' | 'chart' = 'given'
    if (moonSign === null && q.time !== undefined && q.lat !== undefined && q.lon !== undefined) {
      const chart = await this.kundli.execute(kundliQueryOf({ date: q.date, time: q.time, lat: q.lat, lon: q.lon, tz: q.tz }))
      moonSign = chart.planets.find((p) => p.id === 'moon')!.sign
      source = 'chart'
    }
    const moon = moonSign === null ? null : this.moon(moonSign, source, t)

    const numbers = unique([...base.numbers, b, nameNo, ...(moon ? [moon.number] : [])])
    const days = uniqueBy([...base.days, ...(moon ? [moon.day] : [])], (d) => d.index)
    const colours = uniqueBy([...base.colours, ...(moon ? moon.colours : [])], (c) => c.id)
    const gems: LuckyNumbersAnswer['gems'] = [{ planet: NUMBER_RULERS[m]!, id: base.gem.id, name: base.gem.name, from: 'mulank' }]
    if (moon && moon.lord !== NUMBER_RULERS[m]) {
      const id = GEMS[moon.lord].gem
      gems.push({ planet: moon.lord, id, name: t.text(`gemstones.gems.${id}.name`), from: 'moonSign' })
    }
    return {
      input: { name: q.name, date: q.date },
      lang: q.lang,
      mulank: m,
      bhagyank: b,
      nameNumber: nameNo,
      numbers,
      unfavourable: base.unfavourable.filter((n) => !numbers.includes(n)),
      days,
      colours,
      gems,
      numerology: base,
      moon,
      text: { numbers: t.text('numerology.lucky.numbers', { planet: t.planet(NUMBER_RULERS[m]!) }), avoid: t.text('numerology.lucky.avoid') },
      disclaimer: t.text('numerology.disclaimer'),
    }
  }

  private moon(sign: number, source: 'given' | 'chart', t: NumerologyText): NonNullable<LuckyNumbersAnswer['moon']> {
    const lord = signLord(sign)
    const set = luckyForMoonSign(lord)
    const signName = t.text(`calc-names.signs.${SIGN_NAMES[sign - 1]}`)
    const day = { index: set.day, name: t.day(set.day) }
    return {
      sign,
      signName,
      source,
      lord,
      lordName: t.planet(lord),
      number: set.number,
      day,
      colours: set.colours.map((id) => ({ id, name: t.colour(id) })),
      text: t.text('numerology.lucky.moon', { sign: signName, planet: t.planet(lord), day: day.name }),
    }
  }
}

function unique(xs: number[]): number[] {
  return [...new Set(xs)]
}

function uniqueBy<T>(xs: T[], key: (x: T) => string | number): T[] {
  const seen = new Set<string | number>()
  return xs.filter((x) => (seen.has(key(x)) ? false : (seen.add(key(x)), true)))
}
