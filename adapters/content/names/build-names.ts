/**
 * Builds baby-names.json from baby-names.txt (run: `npx tsx adapters/content/names/build-names.ts`).
 * A line: `roman|b|g|u|meaning[|Display][|ta=Tamil spelling]`; `# origin: tamil` switches the origin of
 * the lines after it. The Devanagari, Tamil and Telugu spellings come from transliterate-name.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BabyName } from '../../../core/names/baby-name'
import { firstSyllableKey } from '../../../core/names/phonetics'
import { englishSpelling, nameScripts } from './transliterate-name'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const GENDERS = { b: 'boy', g: 'girl', u: 'unisex' } as const

export function parseNameList(text: string): BabyName[] {
  const out: BabyName[] = []
  let origin: BabyName['origin'] = 'sanskrit'
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    const switchTo = /^#\s*origin:\s*(\w+)/.exec(line)
    if (switchTo) origin = switchTo[1] as BabyName['origin']
    if (!line || line.startsWith('#')) continue
    const [roman, g, meaning, ...extra] = line.split('|').map((s) => s.trim())
    const gender = GENDERS[g as keyof typeof GENDERS]
    if (!roman || !gender || !meaning || !firstSyllableKey(roman)) throw new Error(`baby-names.txt line ${i + 1}: ${line}`)
    const tamil = extra.find((e) => e.startsWith('ta='))?.slice(3)
    const display = extra.find((e) => !e.startsWith('ta=')) ?? englishSpelling(roman)
    const scripts = nameScripts(roman)
    out.push({ name: display, roman, gender, meaning, scripts: { ...scripts, ...(tamil ? { ta: tamil } : {}) }, origin })
  }
  return out
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const names = parseNameList(readFileSync(here('./baby-names.txt'), 'utf8'))
  const seen = new Set<string>()
  const unique = names.filter((n) => {
    const key = `${n.name.toLowerCase()}|${n.gender}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  unique.sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const json = { source: 'docs/baby-names.md', count: unique.length, names: unique }
  writeFileSync(here('./baby-names.json'), JSON.stringify(json, null, 0).replace(/\},\{/g, '},\n{') + '\n')
  console.log(`${unique.length} names (${names.length - unique.length} duplicates dropped)`)
}
