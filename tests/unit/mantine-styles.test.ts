import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * ui/app/mantine.css imports the styles of the Mantine components the app uses, not the whole sheet
 * (the full sheet blocks the first paint). A component used without its stylesheet renders
 * unstyled (a RingProgress without its ring): every component imported from @mantine/core in ui/ that
 * has a stylesheet must have it imported there.
 */
const STYLES = 'node_modules/@mantine/core/styles'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

function mantineComponents(): Map<string, string> {
  const used = new Map<string, string>()
  for (const file of sourceFiles('ui')) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!
        if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, file)
      }
    }
  }
  return used
}

describe('Mantine stylesheets', () => {
  it('every component the UI uses has its stylesheet in ui/app/mantine.css', () => {
    const sheet = readFileSync('ui/app/mantine.css', 'utf8')
    const missing = [...mantineComponents()]
      .filter(([name]) => existsSync(`${STYLES}/${name}.css`) && !sheet.includes(`styles/${name}.css'`))
      .map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })

  it("imports the components' stylesheets in the order of Mantine's styles.css (building blocks first)", () => {
    // Each component sheet is found in the full sheet by its first class; equal specificity means the later
    // rule wins, so an out-of-order building block overrides the component built on it (Text over Anchor).
    const full = readFileSync('node_modules/@mantine/core/styles.css', 'utf8')
    const imported = [...readFileSync('ui/app/mantine.css', 'utf8').matchAll(/@import '@mantine\/core\/styles\/([A-Za-z]+)\.css'/g)]
      .map((m) => m[1]!)
      .filter((name) => /^[A-Z]/.test(name))
    const position = (name: string) => full.indexOf(/\.m_[0-9a-f]+/.exec(readFileSync(`${STYLES}/${name}.css`, 'utf8'))![0])
    const positions = imported.map(position)
    expect(positions.every((p) => p >= 0)).toBe(true)
    const sorted = [...imported].sort((a, b) => position(a) - position(b))
    expect(imported).toEqual(sorted)
    expect(imported.indexOf('Text')).toBeLessThan(imported.indexOf('Anchor'))
  })
})
