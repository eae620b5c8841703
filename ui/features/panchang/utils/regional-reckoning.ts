import type { LanguageCode } from '../../../../core/shared/language'
import { MONTH_RECKONING } from '../../../components/month-reckoning'
import type { PanchangLabels } from '../../../components/panchang-labels'
import type { PanchangMonth } from '../../../services/panchang-service'

/** The parts of a day (GET /api/panchang) the heading needs. */
interface DayMonths {
  masa: { amantaIndex: number; purnimantaIndex: number; adhika: boolean }
  solar: { month: number; day: number }
  tamilYear: { name: string }
  samvat: { vikram: number }
  samvatsara: { south: string }
}

/**
 * The month and year of a day as the heading prints them, in the page language's reckoning, e.g.
 * en/hi ['Margashirsha (Purnimanta)', 'Kartika (Amanta)', 'Vikram Samvat 2083'], te ['కార్తీకం', 'పరాభవ నామ సంవత్సరం'],
 * ta ['கார்த்திகை 19', 'பராபவ வருடம்']. `yearOf` words the name of a year of the 60-year cycle.
 */
export function dayMonthHeading(language: LanguageCode, p: PanchangLabels, day: DayMonths, yearOf: (name: string) => string): string[] {
  const amanta = p.masa(day.masa.amantaIndex, day.masa.adhika)
  switch (MONTH_RECKONING[language]) {
    case 'tamil-solar':
      return [`${p.solarMonth(day.solar.month)} ${day.solar.day}`, yearOf(p.samvatsara(day.tamilYear.name))]
    case 'amanta':
      // Telugu years are named at Ugadi: the Shalivahana (south) samvatsara
      return [amanta, yearOf(p.samvatsara(day.samvatsara.south))]
    default:
      return [
        `${p.masa(day.masa.purnimantaIndex, day.masa.adhika)} (${p.terms.purnimanta})`,
        `${amanta} (${p.terms.amanta})`,
        `${p.terms.vikramSamvat} ${day.samvat.vikram}`,
      ]
  }
}

/** The months a Gregorian month spans, in order ('Ashvin – Kartika'), by a label of each day. */
function spannedMonths(month: PanchangMonth, label: (day: PanchangMonth['days'][number]) => string): string {
  const seen: string[] = []
  for (const d of month.days) {
    const name = label(d)
    if (seen[seen.length - 1] !== name) seen.push(name)
  }
  return seen.join(' – ')
}

/**
 * The month page's line of months and years in the reckoning of the page's readers: purnimanta with
 * the Vikram Samvat (English, Hindi), amanta with the Ugadi year (Telugu), the Tamil solar months with
 * the Tamil year and the amanta lunar months beside (Tamil).
 */
export function monthHeadline(language: LanguageCode, p: PanchangLabels, month: PanchangMonth, yearOf: (name: string) => string): string {
  const amanta = `${spannedMonths(month, (d) => p.masa(d.masa.amanta, d.masa.adhika))} (${p.terms.amanta})`
  switch (MONTH_RECKONING[language]) {
    case 'tamil-solar': {
      const years = spannedMonths(month, (d) => yearOf(p.samvatsara(d.tamilYear.name)))
      return `${spannedMonths(month, (d) => p.solarMonth(d.solar.month))} · ${years} · ${amanta}`
    }
    case 'amanta':
      return `${amanta} · ${yearOf(p.samvatsara(month.samvatsara.south))} · ${p.terms.shakaSamvat} ${month.samvat.shaka}`
    default:
      return `${spannedMonths(month, (d) => p.masa(d.masa.purnimanta, d.masa.adhika))} (${p.terms.purnimanta}) · ${p.terms.vikramSamvat} ${month.samvat.vikram} (${p.samvatsara(month.samvatsara.north)}) · ${p.terms.shakaSamvat} ${month.samvat.shaka}`
  }
}
