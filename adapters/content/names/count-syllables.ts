/**
 * How many names each of the 108 pada syllables finds per gender, as the API finds them (boys' lists
 * include unisex names, as do girls'), read straight from the name lists (`*.txt`). Run:
 * `npx tsx adapters/content/names/count-syllables.ts [minimum]`; prints the syllables under the minimum
 * (20 unless given) and exits 1 when there are any.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BabyName } from '../../../core/names/baby-name'
import { filterNames } from '../../../core/names/filter'
import { PADA_SYLLABLES } from '../../../core/names/syllables'
import { parseNameList } from './build-names'

interface SyllableCount {
  latin: string
  devanagari: string
  key: string
  boys: number
  girls: number
}

/** Per distinct syllable of the chakra: the boys' and girls' names the directory gives it. */
export function countBySyllable(names: readonly BabyName[]): SyllableCount[] {
  const seen = new Map<string, SyllableCount>()
  for (const s of PADA_SYLLABLES) {
    if (seen.has(s.key)) continue
    const keys = new Set([s.key])
    seen.set(s.key, {
      latin: s.latin,
      devanagari: s.devanagari,
      key: s.key,
      boys: filterNames(names, { syllableKeys: keys, gender: 'boy' }).length,
      girls: filterNames(names, { syllableKeys: keys, gender: 'girl' }).length,
    })
  }
  return [...seen.values()]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const minimum = Number(process.argv[2] ?? 20)
  const folder = fileURLToPath(new URL('.', import.meta.url))
  const names = readdirSync(folder).filter((f) => f.endsWith('.txt')).flatMap((f) => parseNameList(readFileSync(`${folder}/${f}`, 'utf8')))
  const short = countBySyllable(names).filter((c) => c.boys < minimum || c.girls < minimum)
  for (const c of short) console.log(`${c.latin}\t${c.devanagari}\t${c.key}\tboys ${c.boys}\tgirls ${c.girls}`)
  console.log(`${names.length} names; ${short.length} syllables under ${minimum} for a gender`)
  process.exit(short.length ? 1 : 0)
}
