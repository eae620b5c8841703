import { describe, expect, it } from 'vitest'
import { latinLetters, letterValue } from '../../../core/numerology/letters'
import { luckyForNumber } from '../../../core/numerology/lucky'
import { bhagyank, civilDate, compoundOf, masterOnTheWay, mulank, nameNumber, personalYear, reduceToDigit, universalYear, yearNumberFor } from '../../../core/numerology/numbers'
import { naturalRelation } from '../../../core/numerology/planets'
import { GetNumerology } from '../../../core/numerology/get-numerology'
import { GetNumerologyYear } from '../../../core/numerology/get-numerology-year'
import { JsonPhrasebook } from '../../../adapters/content/json-phrasebook'
import { numerologyQuerySchema, numerologyYearQuerySchema } from '../../../core/numerology/request'
import { validate } from '../../../core/shared/validate'


/**
 * Numerology against its published tables:
 * - Pythagorean: the letters in rows of nine (A–I = 1–9, J–R = 1–9, S–Z = 1–8), as every modern manual
 *   prints it (e.g. Matthew Oliver Goodwin, "Numerology: The Complete Guide", 1981, vol. 1 ch. 2).
 * - Chaldean: Cheiro, "Cheiro's Book of Numbers" (1926), the table of the Chaldean system: A I J Q Y 1,
 *   B K R 2, C G L S 3, D M T 4, E H N X 5, U V W 6, O Z 7, F P 8, no letter 9.
 * - Compound numbers 10–52 and their meanings: the same book, ch. "The compound numbers".
 * Worked examples below are added up letter by letter in the comments.
 */
describe('letter tables', () => {
  it('gives the Pythagorean values in rows of nine', () => {
    const rows = ['ABCDEFGHI', 'JKLMNOPQR', 'STUVWXYZ']
    for (const row of rows) [...row].forEach((letter, i) => expect(letterValue(letter, 'pythagorean'), letter).toBe(i + 1))
  })

  it("gives Cheiro's Chaldean values, with no letter worth 9", () => {
    const table: Record<number, string> = { 1: 'AIJQY', 2: 'BKR', 3: 'CGLS', 4: 'DMT', 5: 'EHNX', 6: 'UVW', 7: 'OZ', 8: 'FP' }
    const seen = new Set<string>()
    for (const [value, letters] of Object.entries(table))
      for (const letter of letters) {
        expect(letterValue(letter, 'chaldean'), letter).toBe(Number(value))
        expect(letterValue(letter.toLowerCase(), 'chaldean')).toBe(Number(value))
        seen.add(letter)
      }
    expect(seen.size).toBe(26)
  })

  it('ignores anything but letters and folds accents', () => {
    expect(latinLetters('Śrī Rāma-2')).toBe('SRIRAMA')
    expect(letterValue('7', 'chaldean')).toBe(0)
  })
})

describe('name numbers', () => {
  it('adds up "Mahatma Gandhi" in both systems', () => {
    // Pythagorean: M4 A1 H8 A1 T2 M4 A1 = 21; G7 A1 N5 D4 H8 I9 = 34; 55 → 10 → 1.
    expect(nameNumber('Mahatma Gandhi', 'pythagorean')).toMatchObject({ total: 55, reduced: 1 })
    // Chaldean: M4 A1 H5 A1 T4 M4 A1 = 20; G3 A1 N5 D4 H5 I1 = 19; 39 → 12 → 3; compound 39.
    expect(nameNumber('Mahatma Gandhi', 'chaldean')).toMatchObject({ total: 39, reduced: 3, compound: 39 })
  })

  it("keeps Cheiro's compound range 10–52 and notes master numbers", () => {
    expect(compoundOf(52)).toBe(52)
    expect(compoundOf(53)).toBe(null) // 5 + 3 = 8: below the compound range
    expect(compoundOf(77)).toBe(14)
    expect(compoundOf(9)).toBe(null)
    // "Ravi": Pythagorean R9 A1 V4 I9 = 23; Chaldean R2 A1 V6 I1 = 10.
    expect(nameNumber('Ravi', 'pythagorean')).toMatchObject({ total: 23, reduced: 5, master: null })
    expect(nameNumber('Ravi', 'chaldean')).toMatchObject({ total: 10, reduced: 1, compound: 10 })
    expect(masterOnTheWay(29)).toBe(11)
    expect(masterOnTheWay(22)).toBe(22)
    expect(masterOnTheWay(38)).toBe(11)
    expect(masterOnTheWay(47)).toBe(11) // 47 → 11 → 2 passes 11
    expect(masterOnTheWay(46)).toBe(null) // 46 → 10 → 1
  })
})

describe('birth numbers', () => {
  it('mulank is the day reduced; bhagyank the whole date', () => {
    // 29 July 1990: mulank 2 + 9 = 11 → 2; bhagyank 2+9 + 7 + 1+9+9+0 = 37 → 10 → 1.
    const d = civilDate('1990-07-29')
    expect(mulank(d)).toBe(2)
    expect(bhagyank(d)).toBe(1)
    // 2 October 1869: mulank 2; 2 + 1+0 + 1+8+6+9 = 27 → 9.
    expect(bhagyank(civilDate('1869-10-02'))).toBe(9)
  })

  it('personal year is birth day + month + the calendar year', () => {
    // 29 July in 2026: 2+9 + 7 + 2+0+2+6 = 28 → 10 → 1; in 2025: 27 → 9.
    expect(personalYear({ day: 29, month: 7 }, 2026)).toBe(1)
    expect(personalYear({ day: 29, month: 7 }, 2025)).toBe(9)
  })

  it('reduces by adding digits', () => {
    expect(reduceToDigit(1987)).toBe(7) // 25 → 7
    expect(universalYear(2025)).toBe(9)
    expect(universalYear(2026)).toBe(1)
    expect(yearNumberFor(5, 2025)).toBe(5) // 5 + 9 = 14 → 5
  })
})

describe('lucky sets and friendships', () => {
  it('follows the natural friendships of BPHS, with Rahu like Saturn and Ketu like Mars', () => {
    expect(naturalRelation('sun', 'moon')).toBe('friend')
    expect(naturalRelation('sun', 'saturn')).toBe('enemy')
    expect(naturalRelation('moon', 'saturn')).toBe('neutral')
    expect(naturalRelation('rahu', 'venus')).toBe('friend')
    expect(naturalRelation('ketu', 'sun')).toBe('friend')
  })

  it("gives 1 (the Sun) the numbers of its friends Moon, Jupiter, Ketu and Mars, and Sunday first", () => {
    const one = luckyForNumber(1)
    expect(one.numbers).toEqual([1, 2, 3, 7, 9])
    expect(one.days[0]).toBe(0)
    expect(one.unfavourable).toEqual([4, 6, 8])
    expect(one.gemPlanet).toBe('sun')
    for (let n = 1; n <= 9; n++) {
      const set = luckyForNumber(n)
      expect(set.numbers[0]).toBe(n)
      for (const bad of set.unfavourable) expect(set.numbers).not.toContain(bad)
    }
  })
})

describe('GetNumerology and GetNumerologyYear', () => {
  const phrases = new JsonPhrasebook()
  const clock = { now: () => new Date('2026-11-24T00:00:00Z') }
  // The use cases as their endpoints call them: the query parsed by its schema first.
  const numerologyOf = async (query: Record<string, unknown>) => new GetNumerology(phrases, clock).execute(validate(numerologyQuerySchema, query))
  const yearOf = async (query: Record<string, unknown>) => new GetNumerologyYear(phrases).execute(validate(numerologyYearQuerySchema, query))

  it('reads a name and birth date with meanings in the asked language', async () => {
    const a = await numerologyOf({ name: 'Mahatma Gandhi', date: '1869-10-02', lang: 'hi' })
    expect(a).toMatchObject({ mulank: 2, bhagyank: 9, personalYear: 4, compound: { name: 39, birthDay: null } })
    // 2 + 10 + 2026: 2 + 1 + 2+0+2+6 = 13 → 4
    expect(a.input.year).toBe(2026)
    expect(a.meanings.mulank.nature).toMatch(/[\u0900-\u097F]/)
    // Cheiro reads 39 as 30.
    expect(a.meanings.compound.name).toBe(phrases.phrase('hi', 'numerology.compound.c30'))
    expect(a.lucky.gem.id).toBe('pearl')
  })

  it('notes a master destiny number', async () => {
    // 1 January 1989: 1 + 1 + 1+9+8+9 = 29 → 11 → 2.
    const a = await numerologyOf({ name: 'Asha', date: '1989-01-01', year: '2030' })
    expect(a.bhagyank).toBe(2)
    expect(a.master.bhagyank).toBe(11)
    expect(a.meanings.master.bhagyank).toMatch(/master/)
    expect(a.input.year).toBe(2030)
  })

  it('forecasts every number for any year', async () => {
    const y = await yearOf({ year: '2025', lang: 'ta' })
    expect(y.universalYear).toBe(9)
    expect(y.forecasts.map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(y.forecasts.map((f) => f.yearNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]) // n + 9 reduces to n
    // Mars rules 2025 (9): the Sun is its friend, Mercury its enemy.
    expect(y.forecasts[0]!.relation).toBe('friend')
    expect(y.forecasts[4]!.relation).toBe('neutral') // Mercury regards Mars as neutral
    expect(y.forecasts[0]!.theme).toMatch(/[\u0B80-\u0BFF]/)
    const y2 = await yearOf({ year: 2026 })
    expect(y2.forecasts[0]!.yearNumber).toBe(2)
  })

  it('refuses a bad name or date with field messages', async () => {
    await expect(numerologyOf({ name: '12', date: '1990-02-30' })).rejects.toMatchObject({
      issues: [
        { path: 'name', message: expect.stringMatching(/letters/) },
        { path: 'date', message: 'Date must be a real calendar date' },
      ],
    })
  })
})
