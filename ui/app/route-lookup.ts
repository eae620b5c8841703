import { LANGUAGES, languageFromPath, type LanguageCode } from '../../core/shared/language'
import { ROUTE_TABLE, type RouteEntry } from './route-table'

/**
 * Which route-table entry a path shows, with its parameters. The router holds one route for all the
 * pages (ui/app/router.tsx) and asks this module which page a path is: with a TanStack route per entry,
 * every router (one per server render, and the browser's) parsed the table's 190 routes as it was built
 * (docs/performance.md: server renders 15-20 % faster without). Matching follows TanStack's rules for the table's paths:
 * case-insensitive fixed text, `$name` for a whole segment, `prefix-{$name}-suffix` within one, the entry
 * with more fixed segments first, and an entry whose `validParams` refuses the values does not match.
 */
interface RouteMatch {
  entry: RouteEntry
  params: Record<string, string>
  language: LanguageCode
}

type Segment = { kind: 'fixed'; text: string } | { kind: 'param'; name: string; prefix: string; suffix: string }

interface CompiledEntry {
  entry: RouteEntry
  segments: Segment[]
  /** Fixed segments, then parameters with fixed text around them: the more, the more specific. */
  fixed: number
  framed: number
}

function compile(entry: RouteEntry): CompiledEntry {
  const segments = entry.path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const framed = /^(.*)\{\$(\w+)\}(.*)$/.exec(part)
      if (framed) return { kind: 'param', name: framed[2]!, prefix: framed[1]!.toLowerCase(), suffix: framed[3]!.toLowerCase() }
      if (part.startsWith('$')) return { kind: 'param', name: part.slice(1), prefix: '', suffix: '' }
      return { kind: 'fixed', text: part.toLowerCase() }
    })
  return {
    entry,
    segments,
    fixed: segments.filter((s) => s.kind === 'fixed').length,
    framed: segments.filter((s) => s.kind === 'param' && (s.prefix || s.suffix)).length,
  }
}

/** The table compiled once; per language, the entries it serves, most specific first (mirrored ones
 * everywhere, extras under their prefixes). Both are built at the first lookup that needs them: a page's
 * hydration compiles its own language's and English's, not all four (a task of its own on a slow phone). */
let compiled: CompiledEntry[] | undefined
const byLanguage = new Map<LanguageCode, CompiledEntry[]>()

function entriesOf(language: LanguageCode): CompiledEntry[] {
  let entries = byLanguage.get(language)
  if (!entries) {
    compiled ??= ROUTE_TABLE.map(compile)
    entries = compiled.filter((c) => !c.entry.languages || c.entry.languages.includes(language)).sort((a, b) => b.fixed - a.fixed || b.framed - a.framed)
    byLanguage.set(language, entries)
  }
  return entries
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function matchEntry(candidate: CompiledEntry, parts: string[]): Record<string, string> | null {
  if (candidate.segments.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const segment = candidate.segments[i]!
    const part = parts[i]!
    const lower = part.toLowerCase()
    if (segment.kind === 'fixed') {
      if (lower !== segment.text && decode(lower) !== segment.text) return null
      continue
    }
    if (part.length <= segment.prefix.length + segment.suffix.length) return null
    if (!lower.startsWith(segment.prefix) || !lower.endsWith(segment.suffix)) return null
    params[segment.name] = decode(part.slice(segment.prefix.length, part.length - segment.suffix.length))
  }
  if (candidate.entry.validParams && !candidate.entry.validParams(params)) return null
  return params
}

/** The page a path names, in the path's language; null for a path no page answers (not found). */
function resolve(pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean)
  const language = languageFromPath(pathname)
  // '/hindi/kundli' is Hindi's kundli page; a path whose first segment names no language is English.
  const attempts: Array<[LanguageCode, string[]]> = language ? [[language, parts.slice(1)]] : []
  attempts.push(['en', parts])
  for (const [language, rest] of attempts) {
    for (const candidate of entriesOf(language)) {
      const params = matchEntry(candidate, rest)
      if (params) return { entry: candidate.entry, params, language }
    }
  }
  return null
}

const PREFIXES: readonly string[] = LANGUAGES.map((l) => l.prefix).filter(Boolean)

/**
 * The router's optional first segment, `{-$lang}`: '/about' and '/hindi/about' alike; any other first
 * segment is not a language and does not match.
 */
export const LANGUAGE_SEGMENT = {
  path: '{-$lang}',
  params: {
    parse: (raw: { lang?: string }) => {
      if (raw.lang === undefined) return { lang: undefined }
      const lang = raw.lang.toLowerCase()
      return PREFIXES.includes(lang) ? { lang } : false
    },
    stringify: (params: { lang?: string }) => ({ lang: params.lang }),
  },
} as const

const cache = new Map<string, RouteMatch | null>()

/** {@link resolve}, remembered for the last few hundred paths (the router asks several times per navigation). */
export function lookupRoute(pathname: string): RouteMatch | null {
  if (cache.has(pathname)) return cache.get(pathname)!
  if (cache.size >= 500) cache.clear()
  const match = resolve(pathname)
  cache.set(pathname, match)
  return match
}
