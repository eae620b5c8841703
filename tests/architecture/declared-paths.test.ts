import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../core/endpoints'
import { READ_ENDPOINTS } from '../../core/read-endpoints'
import { pathTo } from '../../core/shared/read-endpoint'

const root = fileURLToPath(new URL('../..', import.meta.url))
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'locales' || name === 'node_modules' ? [] : sources(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

/** Every named address: the declared endpoints' and the adapter routes' (each capability's paths.ts). */
const NAMED: string[] = []
for (const dir of readdirSync(path.join(root, 'core'))) {
  const file = path.join(root, 'core', dir, 'paths.ts')
  if (!existsSync(file)) continue
  for (const value of Object.values((await import(file)) as Record<string, Record<string, string>>).flatMap((paths) => Object.values(paths))) NAMED.push(value)
}
const DECLARED = [...new Set([...READ_ENDPOINTS, ...ENDPOINTS].map((e) => e.path).concat(NAMED))].map((p) => ({ path: p }))

describe('each endpoint is declared once', () => {
  it('no named address is written out in the UI, the HTTP adapter or the server: they use its name', () => {
    expect(NAMED.length).toBeGreaterThan(100)
    // The fixed part of each path, up to its first parameter: `/api/astrologers/:idOrSlug/reviews` → `/api/astrologers/`.
    const written: string[] = []
    for (const file of [...sources(path.join(root, 'ui')), ...sources(path.join(root, 'adapters', 'http')), ...sources(path.join(root, 'server'))]) {
      const text = readFileSync(file, 'utf8')
      for (const { path: declared } of DECLARED) {
        const literal = declared.includes(':') ? declared.slice(0, declared.indexOf(':')) : declared
        const quoted = new RegExp(`['\`]${literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${declared.includes(':') ? '\\$\\{' : '[?\'`]'}`)
        if (quoted.test(text)) written.push(`${path.relative(root, file)}: ${declared}`)
      }
    }
    expect(written).toEqual([])
  })

  it('fills a path’s parameters, encoded', () => {
    expect(pathTo('/api/horoscope/:period/:sign', { period: 'daily', sign: 'leo' })).toBe('/api/horoscope/daily/leo')
    expect(pathTo('/api/articles/:idOrSlug', { idOrSlug: 'a b/c' })).toBe('/api/articles/a%20b%2Fc')
    expect(pathTo('/api/stats')).toBe('/api/stats')
  })
})
