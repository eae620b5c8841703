import { latinLetters, letterValue, type NameSystem } from './letters'

/** Master numbers kept by Pythagorean numerology when a reduction passes through them. */
const MASTER_NUMBERS = [11, 22, 33] as const

/** Sum of the decimal digits of a non-negative integer. */
function digitSum(n: number): number {
  let sum = 0
  for (let rest = Math.abs(Math.trunc(n)); rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10
  return sum
}

/** Adds digits until one digit remains (0 stays 0): 1987 → 25 → 7. */
export function reduceToDigit(n: number): number {
  let value = Math.abs(Math.trunc(n))
  while (value > 9) value = digitSum(value)
  return value
}

/** The first master number (11, 22, 33) met while reducing `n`, or null: 29 → 11 → 2 gives 11. */
export function masterOnTheWay(n: number): number | null {
  let value = Math.abs(Math.trunc(n))
  while (value > 9) {
    if ((MASTER_NUMBERS as readonly number[]).includes(value)) return value
    value = digitSum(value)
  }
  return null
}

/** A name's number in one system: the letters' total and its single digit. */
export interface NameNumber {
  total: number
  reduced: number
  /** a master number met on the way (Pythagorean reading), else null */
  master: number | null
  /** Chaldean compound number (10–52, Cheiro): the total, brought into range by adding digits; null below 10 */
  compound: number | null
  /** each letter with its value, for showing the working */
  letters: Array<{ letter: string; value: number }>
}

/** The highest compound number Cheiro gives a meaning for. */
const MAX_COMPOUND = 52

/** Brings a total into Cheiro's compound range 10–52 by adding digits; null when it falls below 10. */
export function compoundOf(total: number): number | null {
  let value = total
  while (value > MAX_COMPOUND) value = digitSum(value)
  return value >= 10 ? value : null
}

/** The number of a name (Latin letters; others ignored) in the Pythagorean or Chaldean system. */
export function nameNumber(name: string, system: NameSystem): NameNumber {
  const letters = [...latinLetters(name)].map((letter) => ({ letter, value: letterValue(letter, system) }))
  const total = letters.reduce((sum, l) => sum + l.value, 0)
  return { total, reduced: reduceToDigit(total), master: masterOnTheWay(total), compound: compoundOf(total), letters }
}

/** A civil date's parts. */
interface CivilDate {
  year: number
  month: number
  day: number
}

/** Parses YYYY-MM-DD (already validated). */
export function civilDate(iso: string): CivilDate {
  const [year, month, day] = iso.split('-').map(Number)
  return { year: year!, month: month!, day: day! }
}

/** Mulank (psychic number): the day of birth reduced to one digit (29 → 11 → 2). */
export function mulank(date: CivilDate): number {
  return reduceToDigit(date.day)
}

/**
 * Bhagyank (destiny or life-path number): every digit of the full birth date added, then reduced
 * (1990-07-29: 2+9+0+7+1+9+9+0 = 37 → 10 → 1).
 */
export function bhagyank(date: CivilDate): number {
  return reduceToDigit(digitSum(date.day) + digitSum(date.month) + digitSum(date.year))
}

/** The digit total of the full birth date before reduction (for the master number and the working). */
export function bhagyankTotal(date: CivilDate): number {
  return digitSum(date.day) + digitSum(date.month) + digitSum(date.year)
}

/** The universal year number: the year's digits reduced (2025 → 9). */
export function universalYear(year: number): number {
  return reduceToDigit(digitSum(year))
}

/**
 * Personal year: birth day + birth month + the calendar year, each by its digits, reduced
 * (born 29 July, in 2026: 2+9 + 7 + 2+0+2+6 = 28 → 10 → 1).
 */
export function personalYear(date: Pick<CivilDate, 'month' | 'day'>, year: number): number {
  return reduceToDigit(digitSum(date.day) + digitSum(date.month) + digitSum(year))
}

/** The year's theme for someone of mulank `number`: their number plus the universal year, reduced. */
export function yearNumberFor(number: number, year: number): number {
  return reduceToDigit(number + universalYear(year))
}
