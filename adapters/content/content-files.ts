import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A file under adapters/content, found from the repository root so the same path works from source (tsx)
 * and from the esbuild bundle in dist/server, where import.meta.url no longer points into adapters/.
 */
export function contentFile(...segments: string[]): string {
  const relative = path.join('adapters', 'content', ...segments)
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, relative)
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(relative)
    dir = parent
  }
}
