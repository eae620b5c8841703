import { describe, expect, it } from 'vitest'
import { PackedStrings } from '../../../adapters/location/packed-strings'

describe('PackedStrings', () => {
  const read = (packed: PackedStrings) => Array.from({ length: packed.length }, (_, i) => packed.at(i))

  it('gives back the strings it was joined from, in order', () => {
    for (const strings of [['Mumbai'], ['agra', 'ahmedabad', 'ajmer'], ['', 'x', '', ''], ['चेन्नई', 'திருச்சி', 'విజయవాడ', 'Zürich']]) {
      const packed = new PackedStrings(strings.join('\n'))
      expect(packed.length).toBe(strings.length)
      expect(read(packed)).toEqual(strings)
    }
  })

  it('holds nothing for an empty text', () => {
    expect(new PackedStrings('').length).toBe(0)
  })
})
