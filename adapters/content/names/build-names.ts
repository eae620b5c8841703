/**
 * Builds baby-names.json from the name lists `*.txt` in this folder (run:
 * `npx tsx adapters/content/names/build-names.ts`). A line: `roman|b|g|u|meaning[|Display][|ta=Tamil spelling]`;
 * `# origin: tamil` switches the origin of the lines after it. The Devanagari, Tamil and Telugu spellings
 * come from transliterate-name.ts; the meanings in Hindi, Tamil and Telugu from the tables
 * `meanings/*.{hi,ta,te}.tsv` (`English meaning<TAB>translation`, one a line).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
    out.push({ name: display, roman, gender, meaning, meanings: { en: meaning, hi: meaning, ta: meaning, te: meaning }, scripts: { ...scripts, ...(tamil ? { ta: tamil } : {}) }, origin })
  }
  return out
}

type MeaningLanguage = 'hi' | 'ta' | 'te'
const MEANING_LANGUAGES: readonly MeaningLanguage[] = ['hi', 'ta', 'te']

/** English meaning → its translation, per language, from every `meanings/*.<lang>.tsv`. */
function readMeaningTables(folder: string): Record<MeaningLanguage, Map<string, string>> {
  const tables = { hi: new Map<string, string>(), ta: new Map<string, string>(), te: new Map<string, string>() }
  for (const file of readdirSync(folder).sort()) {
    const lang = /\.(hi|ta|te)\.tsv$/.exec(file)?.[1] as MeaningLanguage | undefined
    if (!lang) continue
    for (const line of readFileSync(`${folder}/${file}`, 'utf8').split('\n')) {
      const [english, translation] = line.split('\t').map((s) => s?.trim())
      if (english && translation) tables[lang].set(english, translation)
    }
  }
  return tables
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lists = readdirSync(here('.')).filter((f) => f.endsWith('.txt')).sort()
  const names = lists.flatMap((file) => parseNameList(readFileSync(here(`./${file}`), 'utf8')))
  const tables = readMeaningTables(here('./meanings'))
  const untranslated = new Set<string>()
  for (const n of names) {
    const meanings = { en: n.meaning } as BabyName['meanings']
    for (const lang of MEANING_LANGUAGES) {
      const translated = tables[lang].get(n.meaning)
      if (!translated) untranslated.add(`${lang}\t${n.meaning}`)
      meanings[lang] = translated ?? n.meaning
    }
    n.meanings = meanings
  }
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
  console.log(`${unique.length} names (${names.length - unique.length} duplicates dropped); ${untranslated.size} meanings without a translation`)
  // The meanings still to translate, for whoever adds names; the catalog test fails while there are any.
  const pending = here('./meanings/untranslated.txt')
  if (untranslated.size) writeFileSync(pending, [...untranslated].sort().join('\n') + '\n')
  else rmSync(pending, { force: true })
}
