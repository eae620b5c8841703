import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../../dist/ui/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<string, { file: string }>

/** The URL the built client serves a source module's chunk at (`features/info/locales/hi/messages.ts` → `/assets/messages-….js`). */
export function builtChunkUrl(source: string): string {
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not a chunk of the build`)
  return `/${chunk.file}`
}
