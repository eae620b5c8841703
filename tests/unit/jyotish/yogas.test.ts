import { describe, expect, it } from 'vitest'
import { chartYogas } from '../../../core/jyotish/yogas/all-yogas'
import type { YogaChartInput } from '../../../core/jyotish/yogas/yoga-chart'
import {
  AQUARIUS, ARIES, CANCER, CAPRICORN, chartOf, GEMINI, LEO, LIBRA, PISCES, SAGITTARIUS, SCORPIO, TAURUS, VIRGO,
} from './yogas-chart-builder'

const yoga = (chart: YogaChartInput, id: string) => {
  const y = chartYogas(chart).find((r) => r.id === id)
  if (!y) throw new Error(`no yoga ${id}`)
  return y
}
const present = (chart: YogaChartInput, id: string) => yoga(chart, id).present

describe('the mahapurusha yogas (BPHS ch. 75): a star-planet in own sign or exaltation in a kendra from the lagna', () => {
  const cases = [
    // id, graha, lagna, a sign that makes it (own/exalted in a kendra), a sign that does not, and why not
    ['ruchaka', 'mars', ARIES, CAPRICORN, SAGITTARIUS], // Capricorn 10th: exalted; Sagittarius 9th
    ['bhadra', 'mercury', GEMINI, GEMINI, CANCER], // Gemini 1st: own; Cancer 2nd
    ['hamsa', 'jupiter', ARIES, CANCER, CAPRICORN], // Cancer 4th: exalted; Capricorn 10th: a kendra, but debilitated
    ['malavya', 'venus', CANCER, LIBRA, VIRGO], // Libra 4th: own; Virgo 3rd: debilitated
    ['sasa', 'saturn', LIBRA, LIBRA, ARIES], // Libra 1st: exalted; Aries 7th: a kendra, but debilitated
  ] as const
  for (const [id, graha, lagna, yes, no] of cases) {
    it(`${id}: ${graha} forms it in sign ${yes} for lagna ${lagna}, not in sign ${no}`, () => {
      const sun = ((yes + 5) % 12) + 1 // six signs away: never combust, never joined
      const formed = yoga(chartOf(lagna, { [graha]: yes, sun }, [sun, 15]), id)
      expect(formed).toMatchObject({ present: true, planets: [graha], cancelledBy: [] })
      expect(formed.why).toMatch(/a kendra/)
      expect(present(chartOf(lagna, { [graha]: no, sun }, [sun, 15]), id)).toBe(false)
    })
  }
  it('stays present when the planet is combust and joined by the Sun, and lists both cancellations', () => {
    const y = yoga(chartOf(ARIES, { mars: [CAPRICORN, 10], sun: [CAPRICORN, 15] }, TAURUS), 'ruchaka')
    expect(y.present).toBe(true)
    expect(y.cancelledBy).toHaveLength(2)
    expect(y.cancelledBy[0]).toMatch(/combust/)
    expect(y.cancelledBy[1]).toMatch(/Manasagari/)
  })
  it('says why not: Mars exalted in Capricorn is in the 9th for a Taurus lagna', () => {
    expect(yoga(chartOf(TAURUS, { mars: CAPRICORN }, LEO), 'ruchaka').why).toBe('Mars in Capricorn, the 9th house, exalted: the 9th house is not a kendra.')
  })
})

describe('the lunar yogas (BPHS ch. 37): planets beside the Moon, the Sun not counted', () => {
  it('sunapha with Mars in the 2nd from the Moon, anapha with Saturn in the 12th, durudhara with both', () => {
    const second = chartOf(LEO, { moon: ARIES, mars: TAURUS }, LEO)
    expect([present(second, 'sunapha'), present(second, 'anapha'), present(second, 'durudhara'), present(second, 'kemadruma')]).toEqual([true, false, false, false])
    expect(yoga(second, 'sunapha')).toMatchObject({ planets: ['moon', 'mars'], why: 'Mars in the 2nd from the Moon.' })
    const twelfth = chartOf(LEO, { moon: ARIES, saturn: PISCES }, LEO)
    expect([present(twelfth, 'sunapha'), present(twelfth, 'anapha'), present(twelfth, 'durudhara')]).toEqual([false, true, false])
    const both = chartOf(LEO, { moon: ARIES, mars: TAURUS, saturn: PISCES }, LEO)
    expect([present(both, 'sunapha'), present(both, 'anapha'), present(both, 'durudhara')]).toEqual([true, true, true])
  })
  it('does not count the Sun in the 2nd from the Moon', () => {
    const c = chartOf(LEO, { moon: ARIES, sun: TAURUS }, LEO)
    expect(present(c, 'sunapha')).toBe(false)
    expect(present(c, 'kemadruma')).toBe(true)
  })
  it('adhi: Mercury, Jupiter and Venus in the 6th, 7th and 8th from the Moon; not with Venus in the 9th', () => {
    expect(present(chartOf(LEO, { moon: ARIES, mercury: VIRGO, jupiter: LIBRA, venus: SCORPIO }, LEO), 'adhi')).toBe(true)
    const no = yoga(chartOf(LEO, { moon: ARIES, mercury: VIRGO, jupiter: LIBRA, venus: SAGITTARIUS }, LEO), 'adhi')
    expect(no.present).toBe(false)
    expect(no.why).toMatch(/Venus outside the 6th to 8th/)
  })
  it('vasumati: the three benefics in upachayas from the Moon', () => {
    expect(present(chartOf(LEO, { moon: ARIES, mercury: GEMINI, jupiter: CAPRICORN, venus: AQUARIUS }, LEO), 'vasumati')).toBe(true)
    expect(present(chartOf(LEO, { moon: ARIES, mercury: GEMINI, jupiter: CAPRICORN, venus: TAURUS }, LEO), 'vasumati')).toBe(false)
  })
  it('shakata: the Moon in the 6th from Jupiter, noted as undone when the Moon is in a kendra from the lagna', () => {
    const y = yoga(chartOf(GEMINI, { jupiter: ARIES, moon: VIRGO }, LEO), 'chandra-shakata')
    expect(y.present).toBe(true)
    expect(y.cancelledBy).toHaveLength(1) // Virgo is the 4th from Gemini
    expect(present(chartOf(GEMINI, { jupiter: ARIES, moon: LEO }, LEO), 'chandra-shakata')).toBe(false)
  })
})

describe('the solar yogas (BPHS ch. 38): planets beside the Sun, the Moon not counted', () => {
  it('vesi, vasi and ubhayachari', () => {
    const c = chartOf(LEO, { sun: ARIES, venus: TAURUS, mercury: PISCES }, LEO)
    expect([present(c, 'vesi'), present(c, 'vasi'), present(c, 'ubhayachari')]).toEqual([true, true, true])
    expect(yoga(c, 'vesi').planets).toEqual(['sun', 'venus'])
    const moonOnly = chartOf(LEO, { sun: ARIES, moon: TAURUS }, LEO)
    expect([present(moonOnly, 'vesi'), present(moonOnly, 'vasi'), present(moonOnly, 'ubhayachari')]).toEqual([false, false, false])
  })
})

describe('single combinations', () => {
  it('gaja kesari: Jupiter in the 4th from the Moon, not in the 5th', () => {
    const y = yoga(chartOf(LEO, { moon: ARIES, jupiter: CANCER }, LEO), 'gaja-kesari')
    expect(y).toMatchObject({ present: true, planets: ['jupiter', 'moon'], why: 'Jupiter is in the 4th from the Moon, a kendra.', cancelledBy: [] })
    expect(present(chartOf(LEO, { moon: ARIES, jupiter: LEO }, LEO), 'gaja-kesari')).toBe(false)
  })
  it('gaja kesari with Jupiter debilitated and combust: still present, both cancellations listed', () => {
    const y = yoga(chartOf(ARIES, { moon: CANCER, jupiter: [CAPRICORN, 15], sun: [CAPRICORN, 10] }, LEO), 'gaja-kesari')
    expect(y.present).toBe(true)
    expect(y.cancelledBy.map((s) => s.split(' ')[2])).toEqual(['debilitated', 'combust,'])
  })
  it('kemadruma: the Moon alone; cancelled when a planet stands in a kendra from the lagna and from the Moon', () => {
    const alone = yoga(chartOf(ARIES, { moon: ARIES }, LEO), 'kemadruma')
    expect(alone).toMatchObject({ present: true, cancelledBy: [] })
    const helped = yoga(chartOf(ARIES, { moon: ARIES, jupiter: CAPRICORN }, LEO), 'kemadruma')
    expect(helped.present).toBe(true)
    expect(helped.cancelledBy).toEqual(['Jupiter in a kendra from the lagna.', 'Jupiter in a kendra from the Moon.'])
    expect(present(chartOf(ARIES, { moon: ARIES, venus: TAURUS }, LEO), 'kemadruma')).toBe(false)
  })
  it('budhaditya: Mercury with the Sun; a combust Mercury is listed as a cancellation', () => {
    expect(yoga(chartOf(ARIES, { sun: [LEO, 2], mercury: [LEO, 25] }, TAURUS), 'budhaditya')).toMatchObject({ present: true, cancelledBy: [] })
    expect(yoga(chartOf(ARIES, { sun: [LEO, 10], mercury: [LEO, 15] }, TAURUS), 'budhaditya').cancelledBy).toHaveLength(1)
    expect(present(chartOf(ARIES, { sun: LEO, mercury: VIRGO }, TAURUS), 'budhaditya')).toBe(false)
  })
  it('chandra mangala: the Moon with Mars', () => {
    expect(present(chartOf(ARIES, { moon: LEO, mars: LEO }, TAURUS), 'chandra-mangala')).toBe(true)
    expect(present(chartOf(ARIES, { moon: LEO, mars: VIRGO }, TAURUS), 'chandra-mangala')).toBe(false)
  })
  it('amala: Venus alone in the 10th from the lagna; not when Saturn joins it (and the 10th from the Moon is empty)', () => {
    expect(present(chartOf(ARIES, { venus: CAPRICORN, moon: GEMINI }, TAURUS), 'amala')).toBe(true)
    expect(present(chartOf(ARIES, { venus: CAPRICORN, saturn: CAPRICORN, moon: GEMINI }, TAURUS), 'amala')).toBe(false)
  })
  it('parvata: Jupiter in the lagna, nothing evil in the 6th or 8th; not with Mars in the 8th', () => {
    // Rahu in Gemini puts Ketu in Sagittarius, away from the 8th.
    expect(present(chartOf(ARIES, { jupiter: ARIES, rahu: GEMINI }, TAURUS), 'parvata')).toBe(true)
    expect(present(chartOf(ARIES, { jupiter: ARIES, rahu: GEMINI, mars: SCORPIO }, TAURUS), 'parvata')).toBe(false)
    expect(present(chartOf(ARIES, { jupiter: ARIES, rahu: TAURUS }, TAURUS), 'parvata')).toBe(false) // Ketu in Scorpio, the 8th
  })
  it('kahala and lakshmi for an Aries lagna: the lords of the 4th (Moon) and 9th (Jupiter) placed, Mars strong or not', () => {
    // Moon in Cancer, Jupiter in Libra (the 4th from Cancer), Mars in Aries (own): kahala.
    expect(present(chartOf(ARIES, { mars: ARIES, moon: CANCER, jupiter: LIBRA }, TAURUS), 'kahala')).toBe(true)
    expect(present(chartOf(ARIES, { mars: CANCER, moon: CANCER, jupiter: LIBRA }, TAURUS), 'kahala')).toBe(false)
    // Jupiter exalted in Cancer, the 4th, and Mars in Aries: lakshmi; Jupiter in Sagittarius (the 9th) is no kendra.
    expect(present(chartOf(ARIES, { mars: ARIES, jupiter: CANCER }, TAURUS), 'lakshmi')).toBe(true)
    expect(present(chartOf(ARIES, { mars: ARIES, jupiter: SAGITTARIUS }, TAURUS), 'lakshmi')).toBe(false)
  })
  it('shubha and papa kartari: the lagna between benefics, or between malefics', () => {
    const shubha = chartOf(ARIES, { venus: TAURUS, jupiter: PISCES }, LEO)
    expect([present(shubha, 'shubha-kartari'), present(shubha, 'papa-kartari')]).toEqual([true, false])
    const papa = chartOf(ARIES, { saturn: TAURUS, mars: PISCES }, LEO)
    expect([present(papa, 'shubha-kartari'), present(papa, 'papa-kartari')]).toEqual([false, true])
  })
})

describe('raja and dhana yogas from lordships (BPHS ch. 39, 41)', () => {
  it('for an Aries lagna, Jupiter (9th) and Saturn (10th) together, aspecting each other, or exchanging signs form raja-9-10', () => {
    const together = yoga(chartOf(ARIES, { jupiter: LEO, saturn: LEO }, TAURUS), 'raja-9-10')
    // Saturn also rules the 11th: BPHS ch. 34 gives exactly this case as spoiling the yoga; present stays true.
    expect(together).toMatchObject({ present: true, planets: ['jupiter', 'saturn'] })
    expect(together.cancelledBy).toEqual(['Saturn, lord of the 10th, also rules the 11th (BPHS ch. 34: a lord that also rules the 8th or the 11th gives no raja yoga).'])
    expect(together.why).toBe('Jupiter and Saturn are together in Leo: Jupiter rules the 9th, Saturn the 10th.')
    expect(yoga(chartOf(ARIES, { jupiter: LEO, saturn: AQUARIUS }, TAURUS), 'raja-9-10').why).toMatch(/aspect each other/)
    expect(yoga(chartOf(ARIES, { jupiter: CAPRICORN, saturn: SAGITTARIUS }, TAURUS), 'raja-9-10').why).toMatch(/each other's signs/)
    // Jupiter in Leo aspects Sagittarius, Aquarius and Aries; Saturn in Virgo aspects Scorpio, Pisces, Gemini: no link.
    expect(present(chartOf(ARIES, { jupiter: LEO, saturn: VIRGO }, TAURUS), 'raja-9-10')).toBe(false)
  })
  it('a yogakaraka forms it alone: Saturn rules the 9th and 10th for a Taurus lagna', () => {
    expect(yoga(chartOf(TAURUS, { saturn: GEMINI }, LEO), 'raja-9-10')).toMatchObject({ present: true, planets: ['saturn'] })
  })
  it('the lagna lord ruling a kendra as well is no raja yoga by itself (Mercury, 1st and 4th, Gemini lagna)', () => {
    const y = yoga(chartOf(GEMINI, { mercury: LEO }, LEO), 'raja-1-4')
    expect(y).toMatchObject({ present: false, planets: ['mercury'] })
  })
  it('lists a dusthana lordship as a cancellation: Saturn rules the 9th and the 8th for a Gemini lagna', () => {
    const y = yoga(chartOf(GEMINI, { saturn: LEO, jupiter: LEO }, TAURUS), 'raja-9-10')
    expect(y.present).toBe(true)
    expect(y.cancelledBy).toHaveLength(1)
    expect(y.cancelledBy[0]).toMatch(/^Saturn, lord of the 9th, also rules the 8th/)
  })
  it('dhana-2-11: Venus (2nd) and Saturn (11th) together for Aries; Mercury alone rules both for Leo', () => {
    expect(present(chartOf(ARIES, { venus: LIBRA, saturn: LIBRA }, TAURUS), 'dhana-2-11')).toBe(true)
    expect(present(chartOf(ARIES, { venus: LIBRA, saturn: SCORPIO }, TAURUS), 'dhana-2-11')).toBe(false)
    expect(yoga(chartOf(LEO, { mercury: ARIES }, TAURUS), 'dhana-2-11')).toMatchObject({ present: true, planets: ['mercury'] })
  })
})

describe('viparita raja yogas: a dusthana lord in a dusthana', () => {
  it('harsha (Mercury, 6th lord for Aries, in the 8th), sarala (Mars in the 6th, noted as also the lagna lord), vimala', () => {
    expect(present(chartOf(ARIES, { mercury: SCORPIO }, TAURUS), 'harsha')).toBe(true)
    expect(present(chartOf(ARIES, { mercury: LEO }, TAURUS), 'harsha')).toBe(false)
    const sarala = yoga(chartOf(ARIES, { mars: VIRGO }, TAURUS), 'sarala')
    expect(sarala).toMatchObject({ present: true, planets: ['mars'] })
    expect(sarala.cancelledBy[0]).toMatch(/also rules the lagna/)
    expect(present(chartOf(ARIES, { jupiter: SCORPIO }, TAURUS), 'vimala')).toBe(true)
    expect(present(chartOf(ARIES, { jupiter: CANCER }, TAURUS), 'vimala')).toBe(false)
  })
})

describe('neecha bhanga (Phaladeepika ch. 7): a debilitated planet whose fall is cancelled', () => {
  // Aries lagna, Moon in Taurus: Gemini, Virgo, Sagittarius and Pisces are kendras from neither.
  const base = { moon: TAURUS, venus: GEMINI, mars: VIRGO, saturn: PISCES } as const
  it('the Sun in Libra with nothing to lift it: debilitated, no yoga', () => {
    const y = yoga(chartOf(ARIES, { ...base, sun: [LIBRA, 10] }, GEMINI), 'neecha-bhanga-sun')
    expect(y).toMatchObject({ present: false, planets: ['sun'] })
    expect(y.why).toMatch(/nothing cancels its fall/)
  })
  it('Venus, lord of Libra, in a kendra from the lagna cancels it', () => {
    const y = yoga(chartOf(ARIES, { ...base, sun: [LIBRA, 10], venus: CAPRICORN }, GEMINI), 'neecha-bhanga-sun')
    expect(y).toMatchObject({ present: true, planets: ['sun', 'venus'] })
  })
  it('the Sun at Libra 21°, in the Aries navamsha (its exaltation), cancels it', () => {
    expect(yoga(chartOf(ARIES, { ...base, sun: [LIBRA, 21] }, GEMINI), 'neecha-bhanga-sun').why).toMatch(/exaltation navamsha, Aries/)
  })
  it('a planet not debilitated has none', () => {
    expect(yoga(chartOf(ARIES, { ...base, sun: LEO }, GEMINI), 'neecha-bhanga-sun').why).toMatch(/not debilitated/)
  })
})

describe('parivartana yogas: two lords in each other’s signs (Aries lagna, Mars the lagna lord)', () => {
  const kinds = (c: YogaChartInput) => ['maha-parivartana', 'khala-parivartana', 'dainya-parivartana'].map((id) => present(c, id))
  it('maha: Mars in Leo (5th), the Sun in Aries', () => {
    const c = chartOf(ARIES, { mars: LEO, sun: ARIES }, TAURUS)
    expect(kinds(c)).toEqual([true, false, false])
    expect(yoga(c, 'maha-parivartana').why).toBe('Mars (lord of the 1st) in the 5th and the Sun (lord of the 5th) in the 1st.')
  })
  it('khala: Mars in Gemini (3rd), Mercury in Aries', () => expect(kinds(chartOf(ARIES, { mars: GEMINI, mercury: ARIES }, TAURUS))).toEqual([false, true, false]))
  it('dainya: Mars in Virgo (6th), Mercury in Aries', () => expect(kinds(chartOf(ARIES, { mars: VIRGO, mercury: ARIES }, TAURUS))).toEqual([false, false, true]))
  it('none without an exchange', () => expect(kinds(chartOf(ARIES, { mars: LEO, sun: TAURUS }, TAURUS))).toEqual([false, false, false]))
})

describe('nabhasa yogas (BPHS ch. 35): the seven grahas, never the nodes', () => {
  const presentNabhasa = (c: YogaChartInput) =>
    chartYogas(c).filter((y) => y.present && NABHASA.includes(y.id)).map((y) => y.id)
  const NABHASA = ['rajju', 'musala', 'nala', 'mala', 'sarpa', 'gada', 'shakata', 'vihaga', 'shringataka', 'hala', 'vajra', 'yava', 'kamala', 'vapi', 'yupa', 'shara', 'shakti', 'danda', 'nauka', 'kuta', 'chatra', 'chapa', 'ardhachandra', 'chakra', 'samudra', 'vallaki', 'damini', 'pasha', 'kedara', 'shoola', 'yuga', 'gola']
  it('gada: all in the 1st and 4th (movable signs, so rajju too); the yuga of two signs is listed as overruled', () => {
    const c = chartOf(ARIES, { sun: ARIES, moon: CANCER, rahu: LEO }, ARIES)
    expect(presentNabhasa(c)).toEqual(['rajju', 'gada', 'yuga'])
    expect(yoga(c, 'yuga').cancelledBy).toHaveLength(2)
  })
  it('shakata (1st and 7th), vihaga (4th and 10th), shringataka (1st, 5th, 9th), hala (2nd, 6th, 10th)', () => {
    expect(presentNabhasa(chartOf(ARIES, { sun: LIBRA, rahu: LEO }, ARIES))).toContain('shakata')
    expect(presentNabhasa(chartOf(ARIES, { sun: CANCER, rahu: LEO }, CAPRICORN))).toContain('vihaga')
    expect(presentNabhasa(chartOf(ARIES, { sun: LEO, moon: SAGITTARIUS, rahu: GEMINI }, ARIES))).toContain('shringataka')
    expect(presentNabhasa(chartOf(ARIES, { sun: TAURUS, moon: VIRGO, rahu: GEMINI }, CAPRICORN))).toContain('hala')
  })
  it('vajra and kamala: benefics in the 1st and 7th, malefics in the 4th and 10th', () => {
    // The Moon 90° ahead of the Sun is waxing, a benefic; Mercury away from the Sun, Mars and Saturn is one too.
    const c = chartOf(ARIES, { jupiter: ARIES, mercury: ARIES, venus: LIBRA, moon: LIBRA, sun: CANCER, saturn: CANCER, mars: CAPRICORN, rahu: GEMINI })
    expect(presentNabhasa(c)).toEqual(['rajju', 'vajra', 'kamala', 'kedara'])
    expect(present(chartOf(ARIES, { jupiter: CANCER, mercury: CANCER, venus: CAPRICORN, moon: CAPRICORN, sun: LIBRA, saturn: ARIES, mars: LIBRA, rahu: GEMINI }), 'yava')).toBe(true)
    // The same with the Sun in Aries: the Moon 270° ahead is waning, a malefic in the 10th, and the pattern breaks.
    expect(present(chartOf(ARIES, { jupiter: CANCER, mercury: CANCER, venus: CAPRICORN, moon: CAPRICORN, sun: ARIES, saturn: ARIES, mars: LIBRA, rahu: GEMINI }), 'yava')).toBe(false)
  })
  it('yupa (1st to 4th) and nauka (1st to 7th, one house each), with vallaki of seven signs overruled', () => {
    expect(presentNabhasa(chartOf(ARIES, { sun: ARIES, moon: TAURUS, mars: GEMINI, rahu: LEO }, CANCER))).toEqual(['yupa', 'kedara'])
    const nauka = chartOf(ARIES, { sun: ARIES, moon: TAURUS, mars: GEMINI, mercury: CANCER, jupiter: LEO, venus: VIRGO, saturn: LIBRA, rahu: PISCES })
    expect(presentNabhasa(nauka)).toEqual(['nauka', 'vallaki'])
    expect(yoga(nauka, 'vallaki').cancelledBy).toEqual(['Nauka forms in this chart, and BPHS counts a sankhya yoga only where no other nabhasa yoga does.'])
  })
  it('ardhachandra from the 2nd, and chakra on the odd houses', () => {
    expect(presentNabhasa(chartOf(ARIES, { sun: TAURUS, moon: GEMINI, mars: CANCER, mercury: LEO, jupiter: VIRGO, venus: LIBRA, saturn: SCORPIO, rahu: PISCES }))).toContain('ardhachandra')
    expect(presentNabhasa(chartOf(ARIES, { sun: ARIES, moon: GEMINI, mars: LEO, mercury: LIBRA, jupiter: SAGITTARIUS, venus: AQUARIUS, rahu: TAURUS }, AQUARIUS))).toContain('chakra')
  })
  it('mala: benefics alone in three kendras; sarpa: malefics alone in three', () => {
    const mala = chartOf(ARIES, { jupiter: ARIES, venus: CANCER, mercury: LIBRA, rahu: LEO }, GEMINI)
    expect([present(mala, 'mala'), present(mala, 'sarpa')]).toEqual([true, false])
    const sarpa = chartOf(ARIES, { sun: ARIES, mars: CANCER, saturn: LIBRA, rahu: LEO }, GEMINI)
    expect([present(sarpa, 'mala'), present(sarpa, 'sarpa')]).toEqual([false, true])
  })
  it('nala: all in dual signs; gola: all in one sign', () => {
    expect(presentNabhasa(chartOf(ARIES, { sun: GEMINI, moon: VIRGO, rahu: ARIES }, PISCES))).toContain('nala')
    expect(presentNabhasa(chartOf(ARIES, { rahu: LEO }, SCORPIO))).toEqual(['musala', 'gola'])
  })
})
