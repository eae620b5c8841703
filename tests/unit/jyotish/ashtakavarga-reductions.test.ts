import { describe, expect, it } from 'vitest'
import { ekadhipatyaShodhana, pindas, trikonaShodhana } from '../../../core/jyotish/ashtakavarga-reductions'

const EMPTY = new Array<boolean>(12).fill(false)
/** Points only in Mesha (0) and Vrischika (7), the two signs of Mars, the rest of the signs left alone. */
const marsPair = (mesha: number, vrischika: number) => [mesha, 1, 1, 1, 1, 1, 1, vrischika, 1, 1, 1, 1]
const occupying = (...signs: number[]) => EMPTY.map((_, s) => signs.includes(s))

describe('trikona shodhana', () => {
  it('takes the least of each trine group from all three: a zero leaves the group, equals vanish', () => {
    // Mesha–Simha–Dhanu 5,3,4; Vrishabha–Kanya–Makara 3,5,4; Mithuna–Tula–Kumbha 4,0,1; Karka–Vrischika–Meena 2,2,2
    expect(trikonaShodhana([5, 3, 4, 2, 3, 5, 0, 2, 4, 4, 1, 2])).toEqual([2, 0, 4, 0, 0, 2, 0, 0, 1, 1, 1, 0])
  })
})

describe('ekadhipatya shodhana (Mesha and Vrischika, both Mars’s)', () => {
  const pair = (points: number[], occupied: boolean[]) => {
    const r = ekadhipatyaShodhana(points, occupied)
    return [r[0], r[7]]
  }
  it('leaves a pair alone when either sign has no points, or both hold a graha', () => {
    expect(pair(marsPair(0, 5), EMPTY)).toEqual([0, 5])
    expect(pair(marsPair(4, 0), occupying(7))).toEqual([4, 0])
    expect(pair(marsPair(4, 2), occupying(0, 7))).toEqual([4, 2])
  })
  it('gives two empty signs the lesser number, and nothing when they are equal', () => {
    expect(pair(marsPair(4, 2), EMPTY)).toEqual([2, 2])
    expect(pair(marsPair(1, 6), EMPTY)).toEqual([1, 1])
    expect(pair(marsPair(3, 3), EMPTY)).toEqual([0, 0])
  })
  it('with one sign occupied: the empty one loses all when it has no more, else comes down to the occupied one', () => {
    expect(pair(marsPair(5, 2), occupying(0))).toEqual([5, 0])
    expect(pair(marsPair(3, 3), occupying(0))).toEqual([3, 0])
    expect(pair(marsPair(2, 5), occupying(0))).toEqual([2, 2])
    expect(pair(marsPair(6, 4), occupying(7))).toEqual([4, 4])
    expect(pair(marsPair(1, 4), occupying(7))).toEqual([0, 4])
  })
  it('never touches Karka and Simha, whose lords own one sign each', () => {
    const points = [3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1]
    const reduced = ekadhipatyaShodhana(points, EMPTY)
    expect([reduced[3], reduced[4]]).toEqual([5, 6])
  })
})

describe('pindas', () => {
  it('weigh each sign by its multiplier and each graha’s sign by the graha’s', () => {
    // 1 point in Mesha (×7), 2 in Meena (×12); Jupiter (×10) in Meena, every other graha in an empty sign.
    const reduced = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]
    const signs = { sun: 3, moon: 3, mars: 3, mercury: 3, jupiter: 11, venus: 3, saturn: 0 }
    // Saturn (×5) in Mesha adds 1 × 5.
    expect(pindas(reduced, signs)).toEqual({ rashi: 7 + 24, graha: 20 + 5, shodhya: 56 })
  })
})
