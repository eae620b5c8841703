import { readFileSync } from 'node:fs'
import path from 'node:path'
import { GUIDE_SLUGS, type Guide, type GuideLibrary, type GuideSlug } from '../../core/content/ports/guide-library'
import { LANGUAGES, type LanguageCode } from '../../core/shared/language'
import { contentFile } from './content-files'

/** adapters/content/guides/<lang>/<slug>.md */
export const GUIDES_DIR = contentFile('guides')

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/
const SECTION = /^##\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/

/**
 * Parses a guide file: front matter with `title:` and `description:` lines, then sections opened by
 * `## Heading {#id}`; everything up to the next such line is the section's body.
 * @throws Error naming the problem when the file does not have that shape (a test reads every file).
 */
export function parseGuide(source: string, slug: GuideSlug, lang: LanguageCode): Guide {
  const front = FRONT_MATTER.exec(source)
  if (!front) throw new Error(`${lang}/${slug}.md: no front matter`)
  const meta = new Map<string, string>()
  for (const line of front[1]!.split(/\r?\n/)) {
    const m = /^(\w+):\s*(.*)$/.exec(line)
    if (m) meta.set(m[1]!, m[2]!.trim().replace(/^"(.*)"$/, '$1'))
  }
  const title = meta.get('title')
  const description = meta.get('description')
  if (!title || !description) throw new Error(`${lang}/${slug}.md: front matter needs title and description`)
  const sections: Guide['sections'] = []
  for (const line of source.slice(front[0].length).split(/\r?\n/)) {
    const heading = SECTION.exec(line)
    if (heading) sections.push({ id: heading[2]!, heading: heading[1]!, body: '' })
    else if (sections.length) sections[sections.length - 1]!.body += `${line}\n`
    else if (line.trim()) throw new Error(`${lang}/${slug}.md: text before the first section`)
  }
  for (const section of sections) section.body = section.body.trim()
  if (!sections.length) throw new Error(`${lang}/${slug}.md: no sections`)
  return { slug, lang, title, description, sections }
}

/** Reads every guide once, at construction; a missing file means that language has no such guide. */
export class MarkdownGuideLibrary implements GuideLibrary {
  private readonly guides = new Map<string, Guide>()

  constructor(dir = GUIDES_DIR) {
    for (const { code } of LANGUAGES) {
      for (const slug of GUIDE_SLUGS) {
        let source: string
        try {
          source = readFileSync(path.join(dir, code, `${slug}.md`), 'utf8')
        } catch {
          continue
        }
        this.guides.set(`${code}/${slug}`, parseGuide(source, slug, code))
      }
    }
  }

  guide(slug: GuideSlug, lang: LanguageCode): Guide | null {
    return this.guides.get(`${lang}/${slug}`) ?? null
  }
}
