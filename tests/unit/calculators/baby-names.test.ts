import { describe, expect, it } from 'vitest'
import { JsonNameDirectory } from '../../../adapters/content/json-name-directory'
import { JsonPhrasebook } from '../../../adapters/content/json-phrasebook'
import { nameScripts } from '../../../adapters/content/names/transliterate-name'
import { filterNames, matchingPada, nameKeys, padasFor } from '../../../core/names/filter'
import { firstSyllableKey, spelledSyllableKey } from '../../../core/names/phonetics'
import { countBySyllable } from '../../../adapters/content/names/count-syllables'
import { PADA_SYLLABLES, padasOfRashi, syllablesOf } from '../../../core/names/syllables'
import { FindBabyNames } from '../../../core/names/find-baby-names'
import { ListNameSyllables } from '../../../core/names/list-name-syllables'
import { babyNamesQuerySchema } from '../../../core/names/request'
import { validate } from '../../../core/shared/validate'

/** FindBabyNames as its endpoint calls it: the query parsed by its schema first. */
const findNames = async (query: Record<string, unknown>) => new FindBabyNames(directory, phrases).execute(validate(babyNamesQuerySchema, query))

/**
 * The avakahada chakra (the nakshatra-pada syllables as printed in Hindi panchangs and on Drik Panchang's
 * "Nakshatra Pada Akshara" page) and the name list (adapters/content/names, docs/baby-names.md).
 */
const directory = new JsonNameDirectory()
/** Syllables with 20 names or more for each gender today (the others have fewer real names in use: docs/baby-names.md). */
const FULL_SYLLABLES = 55
const phrases = new JsonPhrasebook()

describe('the 108 pada syllables', () => {
  it('has four syllables for each of the 27 nakshatras, indexed 1–108', () => {
    expect(PADA_SYLLABLES).toHaveLength(108)
    expect(PADA_SYLLABLES.map((s) => s.index)).toEqual(Array.from({ length: 108 }, (_, i) => i + 1))
    for (let n = 1; n <= 27; n++) expect(syllablesOf(n).map((s) => s.pada)).toEqual([1, 2, 3, 4])
    for (const s of PADA_SYLLABLES) expect(s.key).toMatch(/^[a-z]*-[aeiou]$/)
  })

  it('matches the printed table', () => {
    const latin = (n: number) => syllablesOf(n).map((s) => s.latin)
    expect(latin(1)).toEqual(['chu', 'che', 'cho', 'la']) // Ashwini
    expect(latin(2)).toEqual(['li', 'lu', 'le', 'lo']) // Bharani
    expect(latin(3)).toEqual(['a', 'i', 'u', 'e']) // Krittika
    expect(latin(4)).toEqual(['o', 'va', 'vi', 'vu']) // Rohini
    expect(latin(10)).toEqual(['ma', 'mi', 'mu', 'me']) // Magha
    expect(latin(19)).toEqual(['ye', 'yo', 'bha', 'bhi']) // Mula
    expect(latin(22)).toEqual(['khi', 'khu', 'khe', 'kho']) // Shravana
    expect(latin(27)).toEqual(['de', 'do', 'cha', 'chi']) // Revati
    expect(syllablesOf(1).map((s) => s.devanagari)).toEqual(['चु', 'चे', 'चो', 'ला'])
    expect(syllablesOf(13, 2)[0]!.devanagari).toBe('ष')
  })

  it('gives each rashi its nine padas (Mesha: Ashwini, Bharani, Krittika 1)', () => {
    for (let r = 1; r <= 12; r++) expect(padasOfRashi(r)).toHaveLength(9)
    expect(padasOfRashi(1).map((s) => `${s.nakshatra}.${s.pada}`)).toEqual(['1.1', '1.2', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4', '3.1'])
    expect(padasOfRashi(2).map((s) => `${s.nakshatra}.${s.pada}`)).toEqual(['3.2', '3.3', '3.4', '4.1', '4.2', '4.3', '4.4', '5.1', '5.2'])
    expect(padasOfRashi(12).at(-1)).toMatchObject({ nakshatra: 27, pada: 4 })
    expect(padasFor(3, undefined, 2)!.map((s) => s.pada)).toEqual([2, 3, 4]) // Krittika in Vrishabha
    expect(padasFor(1, undefined, 2)).toEqual([])
  })
})

describe('first syllable of a romanised name', () => {
  it('reads consonant and vowel, conjuncts by their first consonant', () => {
    expect(firstSyllableKey('kRSNa')).toBe('k-i')
    expect(firstSyllableKey('zrInivAs')).toBe('sh-i')
    expect(firstSyllableKey('prIti')).toBe('p-i')
    expect(firstSyllableKey('Aditya')).toBe('-a')
    expect(firstSyllableKey('cetan')).toBe('ch-e')
    expect(firstSyllableKey('chAyA')).toBe('chh-a')
    expect(firstSyllableKey('DamarU')).toBe('d-a')
    expect(firstSyllableKey('Thakur')).toBe('th-a')
    expect(firstSyllableKey('vaiSNavI')).toBe('v-ai')
    expect(firstSyllableKey('123')).toBe(null)
  })
})

describe('the everyday spelling of a name', () => {
  it('reads dh and th as the dental d and t, ee and oo as long i and u; a conjunct start gives no key', () => {
    expect(spelledSyllableKey('Dhoni')).toBe('d-o')
    expect(spelledSyllableKey('Doyel')).toBe('d-o')
    expect(spelledSyllableKey('Choodamani')).toBe('ch-u')
    expect(spelledSyllableKey('Neel')).toBe('n-i')
    expect(spelledSyllableKey('Tharun')).toBe('t-a')
    expect(spelledSyllableKey('Sri')).toBeNull()
    expect(spelledSyllableKey('Krishna')).toBeNull()
    expect(spelledSyllableKey('Aarav')).toBe('-a')
  })

  it('finds a name for the syllable its spelling starts with, whatever its romanisation says', () => {
    const dhoni = { name: 'Dhoni', roman: 'dhonI', gender: 'boy', meaning: 'x', meanings: { en: 'x', hi: 'x', ta: 'x', te: 'x' }, scripts: { hi: '', ta: '', te: '' }, origin: 'sanskrit' } as const
    expect(filterNames([dhoni], { syllableKeys: new Set(['d-o']) })).toHaveLength(1)
    expect(filterNames([dhoni], { syllableKeys: new Set(['dh-o']) })).toHaveLength(1)
    expect(filterNames([dhoni], { syllableKeys: new Set(['d-a']) })).toHaveLength(0)
  })
})

describe('the name list', () => {
  it('finds a name by its meaning in any language', () => {
    const aadhya = directory.all().find((n) => n.name === 'Aadhya')!
    for (const lang of ['en', 'hi', 'ta', 'te'] as const) expect(filterNames(directory.all(), { q: aadhya.meanings[lang].split(/[;,]/)[0]!.trim() })).toContain(aadhya)
  })

  it('gives every name its meaning in Hindi, Tamil and Telugu script, not English', () => {
    const scriptOf = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const
    const untranslated = directory.all().filter((n) => (['hi', 'ta', 'te'] as const).some((l) => !scriptOf[l].test(n.meanings[l]) || /[A-Za-z]/.test(n.meanings[l])))
    expect(untranslated.map((n) => n.name)).toEqual([])
    for (const n of directory.all()) expect(n.meanings.en).toBe(n.meaning)
  })

  it('has names for the pada syllables: 20 or more for each gender where real names allow, and the reader\'s Revati 2', () => {
    const counts = countBySyllable(directory.all())
    expect(counts).toHaveLength(new Set(PADA_SYLLABLES.map((s) => s.key)).size)
    const byKey = Object.fromEntries(counts.map((c) => [c.key, c]))
    // Revati pada 2 (do, दो): the syllable a reader found empty for both genders.
    expect(byKey['d-o']!.boys).toBeGreaterThanOrEqual(5)
    expect(byKey['d-o']!.girls).toBeGreaterThanOrEqual(3)
    expect(byKey['ch-u']!.girls).toBeGreaterThanOrEqual(2)
    const full = counts.filter((c) => c.boys >= 20 && c.girls >= 20)
    expect(full.length).toBeGreaterThanOrEqual(FULL_SYLLABLES)
  })

  it("gives every nakshatra at least 20 names for each gender across its four syllables (the page offers them where its pada's syllable has few)", () => {
    // Shravana's kh syllables begin few names in any language (docs/baby-names.md): every real one is listed.
    const SHRAVANA = 22
    for (let n = 1; n <= 27; n++) {
      const keys = new Set(syllablesOf(n).map((s) => s.key))
      for (const gender of ['boy', 'girl'] as const)
        expect(filterNames(directory.all(), { syllableKeys: keys, gender }).length, `nakshatra ${n}, ${gender}s`).toBeGreaterThanOrEqual(n === SHRAVANA ? 6 : 20)
    }
  })

  const names = directory.all()

  it('holds at least 2,000 names with gender, meaning and all three scripts', () => {
    expect(names.length).toBeGreaterThanOrEqual(2000)
    const seen = new Set<string>()
    for (const n of names) {
      expect(['boy', 'girl', 'unisex']).toContain(n.gender)
      expect(n.meaning.length, n.name).toBeGreaterThan(2)
      expect(n.scripts.hi, n.name).toMatch(/^[\u0900-\u097F]+$/)
      expect(n.scripts.ta, n.name).toMatch(/^[\u0B80-\u0BFF]+$/)
      expect(n.scripts.te, n.name).toMatch(/^[\u0C00-\u0C7F\u200C]+$/)
      expect(firstSyllableKey(n.roman), n.name).not.toBeNull()
      const key = `${n.name.toLowerCase()}|${n.gender}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
    expect(names.filter((n) => n.gender === 'boy').length).toBeGreaterThan(800)
    expect(names.filter((n) => n.gender === 'girl').length).toBeGreaterThan(800)
    expect(names.filter((n) => n.origin === 'tamil').length).toBeGreaterThan(100)
    expect(names.filter((n) => n.origin === 'telugu').length).toBeGreaterThan(100)
  })

  it('spells sample names as the scripts write them (checked by eye)', () => {
    expect(nameScripts('kRSNa')).toEqual({ hi: 'कृष्ण', ta: 'கிருஷ்ணா', te: 'కృష్ణ' })
    expect(nameScripts('lakSmI')).toEqual({ hi: 'लक्ष्मी', ta: 'லக்ஷ்மி', te: 'లక్ష్మి' })
    expect(nameScripts('Arav')).toEqual({ hi: 'आरव', ta: 'ஆரவ்', te: 'ఆరవ్' })
    expect(nameScripts('saMjay')).toEqual({ hi: 'संजय', ta: 'சஞ்சய்', te: 'సంజయ్' })
    expect(nameScripts('ananyA')).toEqual({ hi: 'अनन्या', ta: 'அனன்யா', te: 'అనన్య' })
    // a schwa Hindi spells but does not say
    expect(nameScripts('gurədIp')).toEqual({ hi: 'गुरदीप', ta: 'குர்தீப்', te: 'గుర్దీప్' })
    const senthil = names.find((n) => n.name === 'Senthil')!
    expect(senthil.scripts.ta).toBe('செந்தில்')
    expect(names.find((n) => n.name === 'Venkatesh')!.scripts.te).toBe('వేంకటేశ్')
  })

  it('filters by syllable, gender (unisex counts for both), letter and text', () => {
    const ashwini = new Set(syllablesOf(1).map((s) => s.key))
    const boys = filterNames(names, { syllableKeys: ashwini, gender: 'boy' })
    expect(boys.length).toBeGreaterThan(5)
    for (const n of boys) {
      expect(matchingPada(nameKeys(n), syllablesOf(1)), n.name).toBeDefined()
      expect(n.gender).not.toBe('girl')
    }
    expect(filterNames(names, { letter: 'Kr' }).every((n) => n.name.startsWith('Kr'))).toBe(true)
    expect(filterNames(names, { q: 'lotus' }).length).toBeGreaterThan(10)
    expect(filterNames(names, { q: 'கண்' }).some((n) => n.name === 'Kanmani')).toBe(true)
  })
})

describe('FindBabyNames and ListNameSyllables', () => {
  it('answers a nakshatra-pada with its syllable and the names that start with it', async () => {
    const a = await findNames({ nakshatra: '4', pada: '2', gender: 'girl', lang: 'hi' })
    expect(a.syllables).toEqual([expect.objectContaining({ nakshatra: 4, pada: 2, latin: 'va', devanagari: 'वा', rashi: 2, nakshatraName: 'रोहिणी' })])
    expect(a.total).toBeGreaterThan(5)
    for (const n of a.names) expect(n.syllable).toBe('va')
  })

  it('gives every one of the 108 padas at least 20 names for each gender: its own syllable first, then its letter, then its nakshatra', async () => {
    for (const s of PADA_SYLLABLES)
      for (const gender of ['boy', 'girl'] as const) {
        const a = await findNames({ nakshatra: s.nakshatra, pada: s.pada, gender, limit: 500 })
        expect(a.total, `${s.latin} (${s.nakshatra}.${s.pada}) ${gender}s`).toBeGreaterThanOrEqual(20)
        const order = a.names.map((n) => ({ syllable: 0, letter: 1, nakshatra: 2 })[n.match!])
        expect(order, s.latin).toEqual([...order].sort((x, y) => x - y))
        expect(a.names.filter((n) => n.match === 'syllable')).toHaveLength(a.exact)
        for (const n of a.names) {
          expect(n.gender).not.toBe(gender === 'boy' ? 'girl' : 'boy')
          if (n.match === 'syllable') expect(n.syllable).toBe(s.latin)
        }
        if (a.exact >= 20) expect(a.total).toBe(a.exact)
      }
  })

  it("fills a rare syllable's list with names of its letter, labelled, and keeps a letter or text search exact", async () => {
    // Ardra 4 is छ; Shravana 4 is खो (kho), which begins no name in common use.
    const kho = await findNames({ nakshatra: 22, pada: 4, gender: 'boy', limit: 500 })
    expect(kho.exact).toBeLessThan(20)
    const filled = kho.names.filter((n) => n.match !== 'syllable')
    expect(filled.length).toBeGreaterThan(0)
    for (const n of filled.filter((f) => f.match === 'letter')) expect(n.roman.startsWith('kh') || n.name.toLowerCase().startsWith('kh')).toBe(true)
    const exactOnly = await findNames({ nakshatra: 22, pada: 4, gender: 'boy', letter: 'Kh', limit: 500 })
    expect(exactOnly.names.every((n) => n.match === 'syllable')).toBe(true)
    const plenty = await findNames({ nakshatra: 10, pada: 1, gender: 'girl', limit: 500 })
    expect(plenty.exact).toBe(plenty.total)
  })

  it('pages with limit and offset', async () => {
    const all = await findNames({ rashi: 5, limit: 500 })
    const page = await findNames({ rashi: 5, limit: 10, offset: 10 })
    expect(page.total).toBe(all.total)
    expect(page.names.map((n) => n.name)).toEqual(all.names.slice(10, 20).map((n) => n.name))
    expect(all.syllables).toHaveLength(9)
  })

  it('refuses a pada without a nakshatra and a nakshatra outside the rashi', async () => {
    await expect(findNames({ pada: 2 })).rejects.toMatchObject({ issues: [{ path: 'nakshatra' }] })
    await expect(findNames({ nakshatra: 1, rashi: 2 })).rejects.toMatchObject({ issues: [{ path: 'rashi' }] })
    await expect(findNames({ nakshatra: 28, gender: 'x' })).rejects.toMatchObject({ issues: [{ path: 'nakshatra' }, { path: 'gender' }] })
  })

  it('lists the chakra by nakshatra and by rashi', async () => {
    const t = await new ListNameSyllables(phrases).execute({ lang: 'ta' as const })
    expect(t.nakshatras).toHaveLength(27)
    expect(t.rashis).toHaveLength(12)
    expect(t.rashis.flatMap((r) => r.padas)).toHaveLength(108)
    expect(t.nakshatras[0]!.name).toMatch(/[\u0B80-\u0BFF]/)
  })
})
