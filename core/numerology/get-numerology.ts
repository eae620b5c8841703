import { GEMS } from '../gemstones/gems'
import { luckyForNumber } from './lucky'
import { bhagyank, bhagyankTotal, civilDate, masterOnTheWay, mulank, nameNumber, personalYear, type NameNumber } from './numbers'
import { NUMBER_RULERS, naturalRelation } from './planets'
import type { NumerologyQuery } from './request'
import type { Clock } from '../shared/ports/clock'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { NumerologyText, type NumberMeaning } from './numerology-text'

/** A lucky set with its names in the answer's language. */
export interface LuckyJson {
  numbers: number[]
  unfavourable: number[]
  days: Array<{ index: number; name: string }>
  colours: Array<{ id: string; name: string }>
  gem: { planet: string; id: string; name: string }
}

/** GET /api/numerology. */
export interface NumerologyAnswer {
  input: { name: string; date: string; year: number }
  lang: string
  mulank: number
  bhagyank: number
  name: { pythagorean: NameNumber; chaldean: NameNumber }
  /** compound numbers (Cheiro, 10–52): of the name (Chaldean) and of the birth day (10–31), null when below 10 */
  compound: { name: number | null; birthDay: number | null }
  /** master numbers met while reducing (11, 22, 33), or null */
  master: { bhagyank: number | null; name: number | null }
  personalYear: number
  meanings: {
    mulank: NumberMeaning & { intro: string }
    bhagyank: NumberMeaning & { intro: string }
    name: NumberMeaning & { pythagorean: string; chaldean: string }
    compound: { name: string | null; birthDay: string | null }
    master: { bhagyank: string | null; name: string | null }
    personalYear: { intro: string; text: string }
    harmony: string
    nameHarmony: string
  }
  lucky: LuckyJson
  disclaimer: string
}

/**
 * A numerology reading (GET /api/numerology): mulank from the birth day, bhagyank from the full date,
 * the name's Pythagorean and Chaldean numbers with Cheiro's compound number, the personal year for the
 * asked year (default the current one), with meanings from the numerology phrase book.
 */
export class GetNumerology {
  constructor(
    private readonly phrases: Phrasebook,
    private readonly clock: Clock,
  ) {}

  async execute(q: NumerologyQuery): Promise<NumerologyAnswer> {
    const t = new NumerologyText(this.phrases, q.lang)
    const date = civilDate(q.date)
    const year = q.year ?? this.clock.now().getUTCFullYear()
    const m = mulank(date)
    const b = bhagyank(date)
    const pythagorean = nameNumber(q.name, 'pythagorean')
    const chaldean = nameNumber(q.name, 'chaldean')
    const py = personalYear(date, year)
    const birthDayCompound = date.day >= 10 ? date.day : null
    const masters = { bhagyank: masterOnTheWay(bhagyankTotal(date)), name: pythagorean.master }
    const relation = (a: number, c: number) => naturalRelation(NUMBER_RULERS[a]!, NUMBER_RULERS[c]!)
    const nameMeaning = t.number(chaldean.reduced)
    return {
      input: { name: q.name, date: q.date, year },
      lang: q.lang,
      mulank: m,
      bhagyank: b,
      name: { pythagorean, chaldean },
      compound: { name: chaldean.compound, birthDay: birthDayCompound },
      master: masters,
      personalYear: py,
      meanings: {
        mulank: { ...t.number(m), intro: t.text('numerology.intro.mulank', { number: m, planet: t.planet(NUMBER_RULERS[m]!) }) },
        bhagyank: { ...t.number(b), intro: t.text('numerology.intro.bhagyank', { number: b, planet: t.planet(NUMBER_RULERS[b]!) }) },
        name: {
          ...nameMeaning,
          pythagorean: t.text('numerology.intro.pythagorean', { total: pythagorean.total, number: pythagorean.reduced }),
          chaldean: t.text('numerology.intro.chaldean', { total: chaldean.total, number: chaldean.reduced }),
        },
        compound: {
          name: chaldean.compound ? t.compound(chaldean.compound) : null,
          birthDay: birthDayCompound ? t.compound(birthDayCompound) : null,
        },
        master: {
          bhagyank: masters.bhagyank ? t.master(masters.bhagyank) : null,
          name: masters.name ? t.master(masters.name) : null,
        },
        personalYear: { intro: t.text('numerology.intro.personalYear', { year, number: py }), text: t.personalYear(py) },
        harmony: t.text(`numerology.harmony.${relation(m, b)}`, { mulank: m, bhagyank: b }),
        nameHarmony: t.text(`numerology.nameHarmony.${relation(m, chaldean.reduced)}`, { name: chaldean.reduced, mulank: m }),
      },
      lucky: luckyJson(m, t),
      disclaimer: t.text('numerology.disclaimer'),
    }
  }
}

/** The lucky set of a number, named. */
export function luckyJson(n: number, t: NumerologyText): LuckyJson {
  const set = luckyForNumber(n)
  const gem = GEMS[set.gemPlanet].gem
  return {
    numbers: set.numbers,
    unfavourable: set.unfavourable,
    days: set.days.map((index) => ({ index, name: t.day(index) })),
    colours: set.colours.map((id) => ({ id, name: t.colour(id) })),
    gem: { planet: set.gemPlanet, id: gem, name: t.text(`gemstones.gems.${gem}.name`) },
  }
}
