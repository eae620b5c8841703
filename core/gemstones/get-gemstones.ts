import { gemVerdicts, type GemCaution, type GemRole, type GemVerdict } from './advice'
import { GEMS } from './gems'
import type { GrahaId } from '../jyotish/zodiac'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { BirthCalculatorQuery } from '../kundli/calculator-request'
import { CalculatorLabels } from '../shared/calculator-labels'
import type { GenerateKundli, KundliInputEcho } from '../kundli/generate-kundli'
import { NumerologyText } from '../numerology/numerology-text'

/** One graha's gem in GET /api/gemstones. */
export interface GemJson {
  planet: GrahaId
  planetName: string
  verdict: GemVerdict['verdict']
  roles: GemRole[]
  cautions: GemCaution[]
  /** houses the graha rules from the lagna */
  owns: number[]
  gem: { id: string; name: string; about: string }
  placement: { house: number; sign: number; signName: string; dignity: string; dignityName: string }
  /** why it is advised (roles) or to be avoided (cautions), one sentence each */
  reasons: string[]
  wearing: {
    metals: Array<{ id: string; name: string }>
    finger: { id: string; name: string }
    day: { index: number; name: string }
    minCarats: number
    text: string
  }
  substitutes: Array<{ id: string; name: string }>
  notes: string[]
}

/** GET /api/gemstones. */
export interface GemstonesAnswer {
  input: KundliInputEcho
  lang: string
  ascendant: { sign: number; signName: string; lord: GrahaId; lordName: string }
  recommended: GemJson[]
  caution: GemJson[]
  avoid: GemJson[]
  summary: string
  notes: { trial: string; quality: string }
  disclaimer: string
}

const ROLE_ORDER: readonly GemRole[] = ['lagnaLord', 'ninthLord', 'fifthLord']

/**
 * Gemstones for a birth chart (GET /api/gemstones): the lagna lord's life stone and the 5th and 9th
 * lords' stones, never a maraka's (lords of the 2nd and 7th) or a functional malefic's, each with wearing
 * guidance (metal, finger, day, weight) and substitutes; the chart is GET /api/kundli's for the same birth.
 */
export class GetGemstones {
  constructor(
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: BirthCalculatorQuery): Promise<GemstonesAnswer> {
    const chart = await this.kundli.execute(q)
    const l = new CalculatorLabels(this.phrases, q.lang)
    const t = new NumerologyText(this.phrases, q.lang)
    const lagna = chart.ascendant.sign
    const verdicts = gemVerdicts(lagna).map((v) => this.gem(v, chart, lagna, l, t))
    const rank = (g: GemJson) => Math.min(...g.roles.map((r) => ROLE_ORDER.indexOf(r)), 9)
    const recommended = verdicts.filter((g) => g.verdict === 'recommended').sort((a, b) => rank(a) - rank(b))
    const signName = l.sign(lagna)
    const lord = verdicts.find((g) => g.roles.includes('lagnaLord'))!.planet
    return {
      input: chart.input,
      lang: q.lang,
      ascendant: { sign: lagna, signName, lord, lordName: l.planet(lord) },
      recommended,
      caution: verdicts.filter((g) => g.verdict === 'caution'),
      avoid: verdicts.filter((g) => g.verdict === 'avoid'),
      summary: recommended.length
        ? l.text('gemstones.summary.recommended', { sign: signName, gems: recommended.map((g) => g.gem.name).join(', ') })
        : l.text('gemstones.summary.none'),
      notes: { trial: l.text('gemstones.notes.trial'), quality: l.text('gemstones.notes.quality') },
      disclaimer: l.text('gemstones.disclaimer'),
    }
  }

  private gem(v: GemVerdict, chart: Awaited<ReturnType<GenerateKundli['execute']>>, lagna: number, l: CalculatorLabels, t: NumerologyText): GemJson {
    const guide = GEMS[v.planet]
    const placed = chart.planets.find((p) => p.id === v.planet)!
    const planetName = l.planet(v.planet)
    const gemName = l.text(`gemstones.gems.${guide.gem}.name`)
    const metals = guide.metals.map((id) => ({ id, name: l.text(`gemstones.metals.${id}`) }))
    const finger = { id: guide.finger, name: l.text(`gemstones.fingers.${guide.finger}`) }
    const day = { index: guide.day, name: t.day(guide.day) }
    const houses = v.owns.map((h) => l.house(h)).join(l.text('calc-names.and'))
    const reasons = [
      ...v.roles.map((r) => l.text(`gemstones.roles.${r}`, { planet: planetName, sign: l.sign(lagna) })),
      ...v.cautions.map((c) => l.text(`gemstones.cautions.${c}`, { planet: planetName, houses: c === 'maraka' ? v.owns.filter((h) => h === 2 || h === 7).map((h) => l.house(h)).join(l.text('calc-names.and')) : houses })),
    ]
    const substitutes = guide.substitutes.map((id) => ({ id, name: l.text(`gemstones.substitutes.${id}`) }))
    const weak = placed.dignity === 'debilitated' || [6, 8, 12].includes(placed.house)
    const notes = [l.text('gemstones.notes.substitutes', { stones: substitutes.map((s) => s.name).join(', ') })]
    if (v.verdict === 'recommended' && weak)
      notes.push(l.text('gemstones.notes.weakPlacement', { planet: planetName, house: l.house(placed.house), dignity: l.dignity(placed.dignity) }))
    return {
      planet: v.planet,
      planetName,
      verdict: v.verdict,
      roles: v.roles,
      cautions: v.cautions,
      owns: v.owns,
      gem: { id: guide.gem, name: gemName, about: l.text(`gemstones.gems.${guide.gem}.about`) },
      placement: { house: placed.house, sign: placed.sign, signName: l.sign(placed.sign), dignity: placed.dignity, dignityName: l.dignity(placed.dignity) },
      reasons,
      wearing: {
        metals,
        finger,
        day,
        minCarats: guide.minCarats,
        text: l.text('gemstones.notes.wearing', { gem: gemName, carats: guide.minCarats, metal: metals.map((m) => m.name).join(' / '), finger: finger.name, day: day.name }),
      },
      substitutes,
      notes,
    }
  }
}
