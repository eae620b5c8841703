import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES, type LanguageCode } from '../../core/shared/language'
import { fillPhrase, type Phrasebook } from '../../core/shared/ports/phrasebook'
import { contentFile } from './content-files'

/** A book's JSON: nested objects whose leaves are a sentence or a list of variants of it. */
type PhraseTree = { [key: string]: string | string[] | PhraseTree }

/** The folder with one sub-folder per language (en, hi, ta, te), each holding `<book>.json` files. */
const PHRASES_DIR = contentFile('phrases')

/** Flattens a book into `book.path.to.leaf` → variants. */
function flattenBook(book: string, tree: PhraseTree, into = new Map<string, readonly string[]>(), prefix = book): Map<string, readonly string[]> {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}.${key}`
    if (typeof value === 'string') into.set(full, [value])
    else if (Array.isArray(value)) into.set(full, value)
    else flattenBook(book, value, into, full)
  }
  return into
}

/** Reads every `<lang>/<book>.json` under `dir` once, at construction. */
export function loadPhrases(dir = PHRASES_DIR): Map<LanguageCode, Map<string, readonly string[]>> {
  const byLanguage = new Map<LanguageCode, Map<string, readonly string[]>>()
  for (const { code } of LANGUAGES) {
    const entries = new Map<string, readonly string[]>()
    let files: string[] = []
    try {
      files = readdirSync(path.join(dir, code)).filter((f) => f.endsWith('.json'))
    } catch {
      files = []
    }
    for (const file of files.sort()) {
      const tree = JSON.parse(readFileSync(path.join(dir, code, file), 'utf8')) as PhraseTree
      flattenBook(file.slice(0, -'.json'.length), tree, entries)
    }
    byLanguage.set(code, entries)
  }
  return byLanguage
}

/** The Phrasebook over JSON files shipped with the server (adapters/content/phrases). */
export class JsonPhrasebook implements Phrasebook {
  constructor(private readonly books: Map<LanguageCode, Map<string, readonly string[]>> = loadPhrases()) {}

  variants(lang: LanguageCode, key: string): readonly string[] {
    return this.books.get(lang)?.get(key) ?? []
  }

  has(lang: LanguageCode, key: string): boolean {
    return this.variants(lang, key).length > 0
  }

  phrase(lang: LanguageCode, key: string, vars?: Readonly<Record<string, string | number>>, pick = 0): string {
    const variants = this.variants(lang, key)
    if (variants.length === 0) throw new Error(`No phrase '${key}' in ${lang}`)
    const index = ((Math.trunc(pick) % variants.length) + variants.length) % variants.length
    return fillPhrase(variants[index]!, vars)
  }
}
