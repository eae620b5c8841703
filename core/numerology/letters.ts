/**
 * Letter values of the two name-number systems.
 *
 * - Pythagorean: A–Z in rows of nine, A=1 … I=9, J=1 … R=9, S=1 … Z=8.
 * - Chaldean (Cheiro, "Cheiro's Book of Numbers", 1926, ch. "The Chaldean system"): values 1–8 only (9 is
 *   sacred and given to no letter): A I J Q Y = 1, B K R = 2, C G L S = 3, D M T = 4, E H N X = 5,
 *   U V W = 6, O Z = 7, F P = 8.
 */
export type NameSystem = 'pythagorean' | 'chaldean'

const CHALDEAN: Readonly<Record<string, number>> = {
  A: 1, I: 1, J: 1, Q: 1, Y: 1,
  B: 2, K: 2, R: 2,
  C: 3, G: 3, L: 3, S: 3,
  D: 4, M: 4, T: 4,
  E: 5, H: 5, N: 5, X: 5,
  U: 6, V: 6, W: 6,
  O: 7, Z: 7,
  F: 8, P: 8,
}

/** The value of one Latin letter (A–Z, any case) in a system; 0 for anything else. */
export function letterValue(letter: string, system: NameSystem): number {
  const upper = letter.toUpperCase()
  if (upper.length !== 1 || upper < 'A' || upper > 'Z') return 0
  if (system === 'chaldean') return CHALDEAN[upper]!
  return ((upper.charCodeAt(0) - 65) % 9) + 1
}

/**
 * A name folded to the letters A–Z: accents removed (IAST ā → a, ś → s), everything else (spaces,
 * digits, punctuation) dropped.
 */
export function latinLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
}
