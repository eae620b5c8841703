/**
 * Festival rules as data. Each festival names what decides its date; the resolver
 * (core/festivals/calendar.ts) applies the rule for a year and a place. See docs/festivals.md.
 *
 * Lunar months are given in the amanta system (month 1 = Chaitra … 12 = Phalguna, new moon to new
 * moon); `purnimanta` repeats the month as North Indian (purnimanta) calendars name it, for display and
 * documentation (it differs only in the krishna paksha). Tithis are counted within the paksha
 * (1–15; 15 is Purnima in the shukla paksha and Amavasya in the krishna paksha).
 *
 * The kala (time of day at which the tithi must prevail):
 * - `sunrise` (udaya tithi): the day whose sunrise falls in the tithi;
 * - `arunodaya`: the 4 ghatis (two night muhurtas) before sunrise;
 * - `purvahna`: sunrise to midday; `madhyahna`: the 3rd fifth of the day; `aparahna`: the 4th fifth;
 * - `sunset`: the sunset instant; `pradosh`: sunset to sunset + 1/5 of the night;
 * - `nishita`: the 8th of the 15 night muhurtas (around midnight); `moonrise`: the moonrise instant.
 * A day is "covered" when the tithi spans the whole kala. `tie` chooses between two covered days
 * (default the first); `partial` between days that are only partly covered: `more` (the larger
 * overlap, the default) or `first`/`second`. When no day touches the kala the udaya rule decides.
 */

/** Times of day a tithi can be required to prevail at. */
export type Kala = 'sunrise' | 'arunodaya' | 'purvahna' | 'madhyahna' | 'aparahna' | 'sunset' | 'pradosh' | 'nishita' | 'moonrise'

/** Categories of calendar entries. */
export type FestivalCategory = 'festival' | 'ekadashi' | 'purnima' | 'amavasya' | 'sankashti' | 'pradosh' | 'shivaratri' | 'sankranti' | 'eclipse'

/** How a festival's muhurat (its window for the puja) is given. */
export type MuhuratKind =
  | 'kala' // the kala window of the rule (∩ the tithi)
  | 'lakshmi-puja' // pradosh ∩ sthir lagna Vrishabha ∩ the tithi (Diwali, Dhanteras)
  | 'abhyanga' // moonrise (or arunodaya) to sunrise (Narak Chaturdashi)
  | 'punya-kaal' // sankranti to sunset
  | 'day-no-bhadra' // sunrise to sunset within the tithi, Bhadra (Vishti) removed (Raksha Bandhan)
  | 'holika' // pradosh after Bhadra, else Bhadra puchha (Holika Dahan)
  | 'nishita' // the nishita muhurta of the day (Janmashtami)
  | 'none'

/** A date fixed by a tithi of a lunar month. */
export interface TithiRule {
  kind: 'tithi'
  /** amanta month 1–12 (1 = Chaitra) */
  month: number
  /** purnimanta month as North Indian calendars name it (display) */
  purnimanta: number
  paksha: 'shukla' | 'krishna'
  /** 1–15 within the paksha */
  tithi: number
  kala: Kala
  tie?: 'first' | 'second'
  partial?: 'more' | 'first' | 'second'
  /**
   * Named tie-break procedures beyond the generic ones:
   * - `diwali`: Amavasya at pradosh; when it touches both evenings, the second day only if Amavasya
   *   lasts at least one ghati (24 min) after that day's sunset (Dharmasindhu);
   * - `vijayadashami`: Dashami at aparahna; when it only begins during the first aparahna, the next
   *   day if Dashami lasts three muhurtas after its sunrise;
   * - `rakhi`: Purnima at aparahna; when Bhadra covers the whole aparahna, the next day instead if
   *   Purnima lasts at least three muhurtas after its sunrise (else the first day, after Bhadra);
   * - `holika`: Purnima at pradosh; when Bhadra lasts past midnight on that night, the next evening
   *   instead if Purnima lasts three and a half prahars (7/8 of the day) after that day's sunrise;
   * - `ekadashi` (Smarta): the udaya Ekadashi, moved to the day before when Dwadashi ends before the
   *   following sunrise (the fast must be broken within Dwadashi);
   * - `moonrise`: no moonrise in the tithi on either day → the day whose evening (sunset to moonrise)
   *   it covers more.
   */
  special?: 'diwali' | 'holika' | 'rakhi' | 'vijayadashami' | 'moonrise' | 'ekadashi'
}

/** A date fixed by the Sun's entry into a sidereal sign: the day of the first sunset after the sankranti. */
interface SankrantiRule {
  kind: 'sankranti'
  /** sidereal sign 1–12 (10 = Makara) */
  sign: number
}

/** A date fixed by a nakshatra in a solar month (Onam: Thiruvonam in Chingam). */
export interface NakshatraRule {
  kind: 'nakshatra'
  /** nakshatra 1–27 (22 = Shravana / Thiruvonam) */
  nakshatra: number
  /** the sidereal sign 1–12 of the Sun (the solar month, 5 = Simha = Chingam) */
  solarSign: number
  /** the nakshatra must last this many ghatis after sunrise, otherwise the previous day */
  minGhatisAfterSunrise: number
  /** when the solar month holds the nakshatra twice: 'last' (Onam) or 'first' */
  repeat: 'first' | 'last'
}

/** A date relative to another festival (Holi: the day after Holika Dahan). */
interface RelativeRule {
  kind: 'relative'
  to: string
  days: number
}

export type FestivalRule = TithiRule | SankrantiRule | NakshatraRule | RelativeRule

/** One festival of the calendar. */
export interface FestivalDefinition {
  /** stable id, kebab-case */
  id: string
  name: string
  category: FestivalCategory
  rule: FestivalRule
  muhurat: MuhuratKind
  /** one line on the rule, for the calendar and docs */
  note?: string
}

const tithi = (
  month: number,
  paksha: 'shukla' | 'krishna',
  t: number,
  kala: Kala,
  extra: Partial<Pick<TithiRule, 'tie' | 'partial' | 'special'>> = {},
): TithiRule => ({ kind: 'tithi', month, purnimanta: paksha === 'krishna' ? (month % 12) + 1 : month, paksha, tithi: t, kala, ...extra })

/** The named festivals (recurring vrats — Ekadashis, Purnimas, Amavasyas, Sankashtis, Pradosh, Masik Shivaratri — are generated in calendar.ts from {@link RECURRING}). */
export const FESTIVALS: readonly FestivalDefinition[] = [
  { id: 'makar-sankranti', name: 'Makar Sankranti', category: 'festival', rule: { kind: 'sankranti', sign: 10 }, muhurat: 'punya-kaal', note: 'Sun enters sidereal Makara; after sunset → next day' },
  { id: 'pongal', name: 'Thai Pongal', category: 'festival', rule: { kind: 'sankranti', sign: 10 }, muhurat: 'punya-kaal', note: 'first day of the Tamil month Thai (Makara sankranti before sunset)' },
  { id: 'vasant-panchami', name: 'Vasant Panchami', category: 'festival', rule: tithi(11, 'shukla', 5, 'purvahna'), muhurat: 'kala', note: 'Magha Shukla Panchami prevailing in the forenoon' },
  { id: 'maha-shivaratri', name: 'Maha Shivaratri', category: 'festival', rule: tithi(11, 'krishna', 14, 'nishita'), muhurat: 'kala', note: 'Phalguna (purnimanta) Krishna Chaturdashi at nishita' },
  { id: 'holika-dahan', name: 'Holika Dahan', category: 'festival', rule: tithi(12, 'shukla', 15, 'pradosh', { special: 'holika' }), muhurat: 'holika', note: 'Phalguna Purnima at pradosh, avoiding Bhadra' },
  { id: 'holi', name: 'Holi', category: 'festival', rule: { kind: 'relative', to: 'holika-dahan', days: 1 }, muhurat: 'none', note: 'Rangwali Holi, the day after Holika Dahan' },
  { id: 'ugadi', name: 'Ugadi', category: 'festival', rule: tithi(1, 'shukla', 1, 'sunrise'), muhurat: 'none', note: 'Chaitra Shukla Pratipada at sunrise: Telugu and Kannada new year' },
  { id: 'gudi-padwa', name: 'Gudi Padwa', category: 'festival', rule: tithi(1, 'shukla', 1, 'sunrise'), muhurat: 'none', note: 'Chaitra Shukla Pratipada at sunrise: Marathi new year' },
  { id: 'chaitra-navratri', name: 'Chaitra Navratri begins', category: 'festival', rule: tithi(1, 'shukla', 1, 'sunrise'), muhurat: 'none', note: 'Ghatasthapana on Chaitra Shukla Pratipada' },
  { id: 'ram-navami', name: 'Ram Navami', category: 'festival', rule: tithi(1, 'shukla', 9, 'madhyahna'), muhurat: 'kala', note: 'Chaitra Shukla Navami at madhyahna' },
  { id: 'hanuman-jayanti', name: 'Hanuman Jayanti', category: 'festival', rule: tithi(1, 'shukla', 15, 'sunrise'), muhurat: 'none', note: 'Chaitra Purnima (North Indian tradition)' },
  { id: 'akshaya-tritiya', name: 'Akshaya Tritiya', category: 'festival', rule: tithi(2, 'shukla', 3, 'purvahna', { partial: 'first' }), muhurat: 'kala', note: 'Vaishakha Shukla Tritiya in the forenoon; partly on both forenoons → the first' },
  { id: 'guru-purnima', name: 'Guru Purnima', category: 'festival', rule: tithi(4, 'shukla', 15, 'sunrise'), muhurat: 'none', note: 'Ashadha Purnima' },
  { id: 'nag-panchami', name: 'Nag Panchami', category: 'festival', rule: tithi(5, 'shukla', 5, 'purvahna'), muhurat: 'kala', note: 'Shravana Shukla Panchami in the forenoon' },
  { id: 'raksha-bandhan', name: 'Raksha Bandhan', category: 'festival', rule: tithi(5, 'shukla', 15, 'aparahna', { special: 'rakhi' }), muhurat: 'day-no-bhadra', note: 'Shravana Purnima at aparahna; the thread is tied outside Bhadra' },
  { id: 'krishna-janmashtami', name: 'Krishna Janmashtami', category: 'festival', rule: tithi(5, 'krishna', 8, 'sunrise'), muhurat: 'nishita', note: 'Bhadrapada (purnimanta) Krishna Ashtami at sunrise (Vaishnava, the public holiday)' },
  { id: 'krishna-janmashtami-smarta', name: 'Krishna Janmashtami (Smarta)', category: 'festival', rule: tithi(5, 'krishna', 8, 'nishita'), muhurat: 'kala', note: 'Krishna Ashtami at nishita (Smarta)' },
  { id: 'ganesh-chaturthi', name: 'Ganesh Chaturthi', category: 'festival', rule: tithi(6, 'shukla', 4, 'madhyahna'), muhurat: 'kala', note: 'Bhadrapada Shukla Chaturthi at madhyahna' },
  { id: 'onam', name: 'Onam (Thiruvonam)', category: 'festival', rule: { kind: 'nakshatra', nakshatra: 22, solarSign: 5, minGhatisAfterSunrise: 6, repeat: 'last' }, muhurat: 'none', note: 'Thiruvonam nakshatra in the solar month Chingam (the later one when Chingam has two)' },
  { id: 'sharad-navratri', name: 'Sharad Navratri begins', category: 'festival', rule: tithi(7, 'shukla', 1, 'sunrise'), muhurat: 'none', note: 'Ghatasthapana on Ashvin Shukla Pratipada' },
  { id: 'durga-ashtami', name: 'Durga Ashtami', category: 'festival', rule: tithi(7, 'shukla', 8, 'sunrise'), muhurat: 'none', note: 'Ashvin Shukla Ashtami' },
  { id: 'dussehra', name: 'Dussehra (Vijayadashami)', category: 'festival', rule: tithi(7, 'shukla', 10, 'aparahna', { special: 'vijayadashami' }), muhurat: 'kala', note: 'Ashvin Shukla Dashami at aparahna' },
  { id: 'karva-chauth', name: 'Karva Chauth', category: 'festival', rule: tithi(7, 'krishna', 4, 'moonrise', { special: 'moonrise' }), muhurat: 'kala', note: 'Kartika (purnimanta) Krishna Chaturthi at moonrise' },
  { id: 'dhanteras', name: 'Dhanteras', category: 'festival', rule: tithi(7, 'krishna', 13, 'pradosh'), muhurat: 'lakshmi-puja', note: 'Kartika (purnimanta) Krishna Trayodashi at pradosh' },
  { id: 'narak-chaturdashi', name: 'Narak Chaturdashi', category: 'festival', rule: tithi(7, 'krishna', 14, 'arunodaya'), muhurat: 'abhyanga', note: 'Krishna Chaturdashi before sunrise (abhyanga snan)' },
  { id: 'diwali', name: 'Diwali (Lakshmi Puja)', category: 'festival', rule: tithi(7, 'krishna', 15, 'pradosh', { special: 'diwali' }), muhurat: 'lakshmi-puja', note: 'Kartika (purnimanta) Amavasya at pradosh; puja in sthir lagna Vrishabha' },
  { id: 'govardhan-puja', name: 'Govardhan Puja', category: 'festival', rule: tithi(8, 'shukla', 1, 'sunrise'), muhurat: 'none', note: 'Kartika Shukla Pratipada' },
  { id: 'bhai-dooj', name: 'Bhai Dooj', category: 'festival', rule: tithi(8, 'shukla', 2, 'aparahna'), muhurat: 'kala', note: 'Kartika Shukla Dwitiya at aparahna' },
  { id: 'chhath-puja', name: 'Chhath Puja', category: 'festival', rule: tithi(8, 'shukla', 6, 'sunset'), muhurat: 'none', note: 'Kartika Shukla Shashthi at sunset (sandhya arghya)' },
]

/**
 * Ekadashi names by amanta month 1–12: [shukla, krishna]. The krishna Ekadashi of amanta month m is
 * in purnimanta month m + 1. Adhika months: Padmini (shukla) and Parama (krishna).
 */
export const EKADASHI_NAMES: readonly (readonly [string, string])[] = [
  ['Kamada', 'Varuthini'],
  ['Mohini', 'Apara'],
  ['Nirjala', 'Yogini'],
  ['Devshayani', 'Kamika'],
  ['Shravana Putrada', 'Aja'],
  ['Parsva', 'Indira'],
  ['Papankusha', 'Rama'],
  ['Devutthana', 'Utpanna'],
  ['Mokshada', 'Saphala'],
  ['Pausha Putrada', 'Shattila'],
  ['Jaya', 'Vijaya'],
  ['Amalaki', 'Papamochani'],
]
export const ADHIKA_EKADASHI_NAMES = ['Padmini', 'Parama'] as const

/** Rules of the vrats that recur in every lunar month. */
export const RECURRING: ReadonlyArray<{ category: FestivalCategory; paksha: 'shukla' | 'krishna'; tithi: number; kala: Kala; special?: TithiRule['special']; label: string }> = [
  { category: 'ekadashi', paksha: 'shukla', tithi: 11, kala: 'sunrise', special: 'ekadashi', label: 'Ekadashi' },
  { category: 'ekadashi', paksha: 'krishna', tithi: 11, kala: 'sunrise', special: 'ekadashi', label: 'Ekadashi' },
  { category: 'purnima', paksha: 'shukla', tithi: 15, kala: 'moonrise', special: 'moonrise', label: 'Purnima' },
  { category: 'amavasya', paksha: 'krishna', tithi: 15, kala: 'sunrise', label: 'Amavasya' },
  { category: 'sankashti', paksha: 'krishna', tithi: 4, kala: 'moonrise', special: 'moonrise', label: 'Sankashti Chaturthi' },
  { category: 'pradosh', paksha: 'shukla', tithi: 13, kala: 'pradosh', label: 'Pradosh Vrat' },
  { category: 'pradosh', paksha: 'krishna', tithi: 13, kala: 'pradosh', label: 'Pradosh Vrat' },
  { category: 'shivaratri', paksha: 'krishna', tithi: 14, kala: 'nishita', label: 'Masik Shivaratri' },
]

/** Sankranti names by the sidereal sign entered (1 = Mesha). */
export const SANKRANTI_NAMES = [
  'Mesha Sankranti', 'Vrishabha Sankranti', 'Mithuna Sankranti', 'Karka Sankranti', 'Simha Sankranti', 'Kanya Sankranti',
  'Tula Sankranti', 'Vrishchika Sankranti', 'Dhanu Sankranti', 'Makar Sankranti', 'Kumbha Sankranti', 'Meena Sankranti',
] as const
