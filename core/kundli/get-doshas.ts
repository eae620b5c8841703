import { allDoshas } from './doshas/all-doshas'
import type { DoshaCause, DoshaFinding, DoshaId, Severity } from './doshas/finding'
import type { GrahaId } from '../jyotish/zodiac'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { BirthCalculatorQuery } from './calculator-request'
import { CalculatorLabels } from '../shared/calculator-labels'
import type { GenerateKundli, KundliInputEcho } from './generate-kundli'

/** Remedies each dosha's phrase book entry lists (keys under `doshas.<id>.remedies.`). */
export const DOSHA_REMEDIES: Readonly<Record<DoshaId, readonly string[]>> = {
  manglik: ['kumbhVivah', 'mangalMantra', 'hanuman', 'tuesdayCharity', 'matching'],
  kaalSarp: ['shivaPuja', 'nagPanchami', 'mahamrityunjaya', 'trimbakeshwar'],
  pitra: ['shraddha', 'tarpan', 'feeding', 'peepal'],
  guruChandal: ['guruMantra', 'respectTeachers', 'thursdayCharity', 'vishnu'],
  grahan: ['adityaHridayam', 'shivaMonday', 'eclipseCharity', 'rahuMantra'],
  kemadruma: ['shivaMonday', 'moonMantra', 'pearlCaution', 'company'],
  shrapit: ['shaniRahuMantra', 'mahamrityunjaya', 'saturdayCharity', 'service'],
  angarak: ['hanuman', 'mangalMantra', 'angarakPuja', 'temper'],
  vish: ['shivaMonday', 'shaniMantra', 'milkAbhishek', 'mother'],
}

/** One cause with its sentence. */
type DoshaCauseJson = DoshaCause & { text: string }

/** One dosha in GET /api/doshas. */
export interface DoshaJson {
  id: DoshaId
  name: string
  present: boolean
  severity?: Severity
  severityLabel?: string
  cancelled: boolean
  variant?: string
  variantName?: string
  partial?: boolean
  /** one sentence: formed, not formed, or formed and cancelled */
  summary: string
  /** the rule the engine applied */
  rule: string
  causes: DoshaCauseJson[]
  cancellations: Array<{ key: string; applies: boolean; planets: GrahaId[]; text: string }>
  remedies: Array<{ key: string; text: string }>
  /** where traditions differ and which one this answer follows */
  tradition: string
}

/** GET /api/doshas. */
export interface DoshasAnswer {
  input: KundliInputEcho
  lang: string
  ascendant: { sign: number; signName: string }
  moon: { sign: number; signName: string }
  doshas: DoshaJson[]
  /** how many are present and not cancelled */
  activeCount: number
  disclaimer: string
}

/**
 * The doshas of a birth chart (GET /api/doshas): manglik, kaal sarp (its twelve types, partial), pitra,
 * guru chandal, grahan, kemadruma, shrapit, angarak and vish — for each the rule, whether it is formed
 * and by which grahas, the exceptions checked, and the remedies, in the asked language. The chart is the
 * one GET /api/kundli computes for the same birth.
 */
export class GetDoshas {
  constructor(
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: BirthCalculatorQuery): Promise<DoshasAnswer> {
    const chart = await this.kundli.execute(q)
    const l = new CalculatorLabels(this.phrases, q.lang)
    const doshas = allDoshas(chart).map((d) => this.present(d, l))
    const moon = chart.planets.find((p) => p.id === 'moon')!
    return {
      input: chart.input,
      lang: q.lang,
      ascendant: { sign: chart.ascendant.sign, signName: chart.ascendant.signName },
      moon: { sign: moon.sign, signName: moon.signName },
      doshas,
      activeCount: doshas.filter((d) => d.present && !d.cancelled).length,
      disclaimer: l.text('doshas.disclaimer'),
    }
  }

  private present(d: DoshaFinding, l: CalculatorLabels): DoshaJson {
    const base = `doshas.${d.id}`
    const variantName = d.variant ? this.variantName(d, l) : undefined
    const summary = !d.present
      ? l.text(`${base}.absent`)
      : d.cancelled
        ? l.text(`${base}.cancelled`)
        : l.text(`${base}.present`, { variant: variantName ?? '', severity: d.severity ? l.severity(d.severity) : '' })
    return {
      id: d.id,
      name: l.text(`${base}.name`),
      present: d.present,
      ...(d.severity ? { severity: d.severity, severityLabel: l.severity(d.severity) } : {}),
      cancelled: d.cancelled,
      ...(d.variant ? { variant: d.variant, variantName } : {}),
      ...(d.partial !== undefined ? { partial: d.partial } : {}),
      summary,
      rule: l.text(`${base}.rule`),
      causes: d.causes.map((c) => ({
        ...c,
        text: l.text(`${base}.causes.${c.key}`, {
          planets: l.planets(c.planets),
          house: c.house ? l.house(c.house) : '',
          sign: c.sign ? l.sign(c.sign) : '',
          orb: c.orb !== undefined ? c.orb.toFixed(1) : '',
        }),
      })),
      cancellations: d.cancellations.map((c) => ({ ...c, text: l.text(`${base}.cancellations.${c.key}`) })),
      remedies: DOSHA_REMEDIES[d.id].map((key) => ({ key, text: l.text(`${base}.remedies.${key}`) })),
      tradition: l.text(`${base}.tradition`),
    }
  }

  private variantName(d: DoshaFinding, l: CalculatorLabels): string {
    if (d.id === 'kaalSarp') {
      const [type, direction] = d.variant!.split('.')
      const name = l.text(`doshas.kaalSarp.types.${type}`)
      const dir = l.text(`doshas.kaalSarp.directions.${direction}`)
      return d.partial ? l.text('doshas.kaalSarp.partialName', { name, direction: dir }) : l.text('doshas.kaalSarp.fullName', { name, direction: dir })
    }
    return l.text(`doshas.${d.id}.variants.${d.variant}`)
  }
}
