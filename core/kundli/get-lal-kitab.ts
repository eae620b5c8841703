import { lalKitabReading, type LalKitabPlanet } from './doshas/lal-kitab'
import type { GrahaId } from '../jyotish/zodiac'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { BirthCalculatorQuery } from './calculator-request'
import { CalculatorLabels } from '../shared/calculator-labels'
import type { GenerateKundli, KundliInputEcho } from './generate-kundli'

/** GET /api/lal-kitab. */
export interface LalKitabAnswer {
  input: KundliInputEcho
  lang: string
  /** the ascendant of the ordinary chart (Lal Kitab's house 1 whatever its sign) */
  ascendant: { sign: number; signName: string }
  houses: Array<{ house: number; sign: number; planets: GrahaId[]; sleeping: boolean; aspectedBy: number[]; meaning: string }>
  planets: Array<LalKitabPlanet & { name: string; status: string[]; remedy: string | null }>
  debts: Array<{ id: string; name: string; present: boolean; planets: GrahaId[]; houses: number[]; rule: string; effect: string; remedy: string }>
  text: { intro: string; fixedSigns: string; sleepingHouses: string; caution: string; tradition: string }
}

/**
 * The Lal Kitab chart (GET /api/lal-kitab): the birth chart's houses with Aries fixed in house 1, each
 * graha's pakka ghar, exaltation, sleeping state, the sleeping houses, the nine debts (rin) with their
 * traditional remedies, and a remedy for each graha that is sleeping or debilitated.
 */
export class GetLalKitab {
  constructor(
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: BirthCalculatorQuery): Promise<LalKitabAnswer> {
    const chart = await this.kundli.execute(q)
    const l = new CalculatorLabels(this.phrases, q.lang)
    const reading = lalKitabReading(chart)
    const sleepingHouses = reading.houses.filter((h) => h.sleeping).map((h) => h.house)
    return {
      input: chart.input,
      lang: q.lang,
      ascendant: { sign: chart.ascendant.sign, signName: chart.ascendant.signName },
      houses: reading.houses.map((h) => ({ ...h, meaning: l.text(`lalkitab.houses.h${h.house}`) })),
      planets: reading.planets.map((p) => {
        const vars = { planet: l.planet(p.id), house: l.house(p.house), pakka: p.pakkaGhar.map((h) => l.house(h)).join(l.text('calc-names.and')) }
        const status = [
          l.text(p.inPakkaGhar ? 'lalkitab.status.inPakkaGhar' : 'lalkitab.status.notInPakkaGhar', vars),
          ...(p.dignity ? [l.text(`lalkitab.status.${p.dignity}`, vars)] : []),
          ...(p.sleeping ? p.sleepingReasons.map((r) => l.text(`lalkitab.status.sleeping.${r}`, vars)) : [l.text('lalkitab.status.awake', vars)]),
        ]
        const needsRemedy = p.sleeping || p.dignity === 'debilitated'
        return { ...p, name: l.planet(p.id), status, remedy: needsRemedy ? l.text(`lalkitab.remedies.${p.id}`) : null }
      }),
      debts: reading.debts.map((d) => ({
        ...d,
        name: l.text(`lalkitab.debts.${d.id}.name`),
        rule: l.text(`lalkitab.debts.${d.id}.rule`),
        effect: l.text(`lalkitab.debts.${d.id}.effect`),
        remedy: l.text(`lalkitab.debts.${d.id}.remedy`),
      })),
      text: {
        intro: l.text('lalkitab.intro'),
        fixedSigns: l.text('lalkitab.fixedSigns', { sign: l.sign(chart.ascendant.sign) }),
        sleepingHouses: sleepingHouses.length
          ? l.text('lalkitab.sleepingHouses', { houses: sleepingHouses.map((h) => l.house(h)).join(', ') })
          : l.text('lalkitab.noSleepingHouses'),
        caution: l.text('lalkitab.caution'),
        tradition: l.text('lalkitab.tradition'),
      },
    }
  }
}
