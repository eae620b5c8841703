import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { LanguageCode } from '../core/shared/language'
import type { DocumentAssets } from '../ui/app/document-state'

export type { DocumentAssets }

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

/** The two font files (regular, semibold) of each language's script (Latin text uses the system font). */
const FONTS_OF: Partial<Record<LanguageCode, readonly string[]>> = {
  hi: ['noto-sans-devanagari-devanagari-400-normal', 'noto-sans-devanagari-devanagari-600-normal'],
  ta: ['noto-sans-tamil-tamil-400-normal', 'noto-sans-tamil-tamil-600-normal'],
  te: ['noto-sans-telugu-telugu-400-normal', 'noto-sans-telugu-telugu-600-normal'],
}

/**
 * The document's assets for a page: its language, the modules of the pages it shows and those of the
 * pages to fetch ahead of need.
 */
export type AssetsFor = (language: LanguageCode, pageSources: readonly string[], prefetchSources?: readonly string[]) => DocumentAssets

/**
 * Reads the client build's manifest (dist/ui/.vite/manifest.json) once and answers, per language and
 * page, the entry module, the stylesheets (the entry's and the page chunk's: without them the server's
 * HTML would show unstyled until the page's code arrived) and the page language's fonts to preload. Null
 * when the client has not been built.
 */
export function readDocumentAssets(uiDir: string): AssetsFor | null {
  const manifestFile = path.join(uiDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest['main.tsx']
  if (!entry) return null
  const url = (file: string) => `/${file}`

  /** A chunk with everything it imports at once: files to preload and stylesheets. */
  const closure = (keys: readonly string[], files = new Set<string>(), styles = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.css?.forEach((c) => styles.add(c))
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return { files, styles }
  }
  const shell = closure(entry.imports ?? [], new Set(), new Set(entry.css ?? []))

  const assetFiles = existsSync(path.join(uiDir, 'assets')) ? readdirSync(path.join(uiDir, 'assets')) : []
  const fontFiles = (language: LanguageCode) =>
    (FONTS_OF[language] ?? []).flatMap((stem) => {
      const file = assetFiles.find((f) => f.startsWith(`${stem}-`) && f.endsWith('.woff2'))
      return file ? [url(`assets/${file}`)] : []
    })

  return (language, pageSources, prefetchSources = []) => {
    // Only stylesheets are linked: preloading the modules too (measured with Lighthouse, mobile; see
    // docs/performance.md) competes with them and delays the first paint by 1-3 s.
    const page = closure(pageSources, new Set(shell.files), new Set(shell.styles))
    // What the pages fetched ahead need beyond what this page already has.
    const had = new Set([entry.file, ...page.files])
    const ahead = closure(prefetchSources, new Set(had), new Set(page.styles))
    const added = (all: Set<string>, before: Set<string>) => [...all].filter((file) => !before.has(file))
    return {
      entry: url(entry.file),
      styles: [...page.styles].map(url),
      fontPreloads: fontFiles(language),
      prefetch: [...added(ahead.files, had), ...added(ahead.styles, page.styles)].map(url),
    }
  }
}
