import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDocumentAssets } from '../../server/ssr-assets'

/** A client build's manifest in miniature: an entry, a shared chunk, a page with its own stylesheet. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-assets-'))
  mkdirSync(path.join(dir, '.vite'))
  mkdirSync(path.join(dir, 'assets'))
  for (const f of ['noto-sans-tamil-tamil-400-normal-abc.woff2', 'noto-sans-tamil-tamil-600-normal-ghi.woff2', 'noto-sans-tamil-tamil-700-normal-def.woff2', 'noto-sans-devanagari-devanagari-400-normal-x1.woff2']) {
    writeFileSync(path.join(dir, 'assets', f), '')
  }
  const manifest = {
    'main.tsx': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_shared.js'], isEntry: true },
    '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
    'features/home/components/home-page.tsx': { file: 'assets/home-3.js', css: ['assets/home-3.css'], imports: ['_shared.js', '_hero.js'] },
    '_hero.js': { file: 'assets/hero-4.js', css: ['assets/hero-4.css'] },
    'features/blog/components/blog-list-page.tsx': { file: 'assets/blog-5.js', css: ['assets/blog-5.css'], imports: ['main.tsx', '_shared.js', '_hero.js', '_cards.js'] },
    '_cards.js': { file: 'assets/cards-6.js' },
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dir
}

describe('the assets a server-rendered page links', () => {
  it('links the entry, the shell and the page stylesheets once each, in order', () => {
    const assets = readDocumentAssets(fakeBuild())!
    const home = assets('en', ['features/home/components/home-page.tsx'])
    expect(home.entry).toBe('/assets/main-1.js')
    expect(home.styles).toEqual(['/assets/main-1.css', '/assets/shared-2.css', '/assets/home-3.css', '/assets/hero-4.css'])
    expect(assets('en', []).styles).toEqual(['/assets/main-1.css', '/assets/shared-2.css'])
  })

  it("preloads only the page language's regular and semibold fonts, and none for English", () => {
    const assets = readDocumentAssets(fakeBuild())!
    expect(assets('ta', []).fontPreloads).toEqual(['/assets/noto-sans-tamil-tamil-400-normal-abc.woff2', '/assets/noto-sans-tamil-tamil-600-normal-ghi.woff2'])
    expect(assets('hi', []).fontPreloads).toEqual(['/assets/noto-sans-devanagari-devanagari-400-normal-x1.woff2'])
    expect(assets('te', []).fontPreloads).toEqual([])
    expect(assets('en', []).fontPreloads).toEqual([])
  })

  it("lists what the pages to fetch ahead need beyond this page's own files, scripts then stylesheets", () => {
    const assets = readDocumentAssets(fakeBuild())!
    const blog = 'features/blog/components/blog-list-page.tsx'
    // From the home page: the blog's chunk and the one chunk only it imports; not the entry, the shared
    // chunk or the hero, which the home page already has.
    expect(assets('en', ['features/home/components/home-page.tsx'], [blog]).prefetch).toEqual(['/assets/blog-5.js', '/assets/cards-6.js', '/assets/blog-5.css'])
    expect(assets('en', [], [blog]).prefetch).toEqual(['/assets/blog-5.js', '/assets/hero-4.js', '/assets/cards-6.js', '/assets/blog-5.css', '/assets/hero-4.css'])
    expect(assets('en', [blog], [blog]).prefetch).toEqual([])
    expect(assets('en', []).prefetch).toEqual([])
  })

  it('is null when the client has not been built', () => {
    expect(readDocumentAssets(mkdtempSync(path.join(os.tmpdir(), 'ssr-none-')))).toBeNull()
  })

  it("names each page by the module its route imports (the manifest's key)", () => {
    const source = readFileSync(new URL('../../ui/app/pages.tsx', import.meta.url), 'utf8')
    const pages = [...source.matchAll(/page\('([^']+)', \(\) => import\('\.\.\/([^']+)'\)/g)]
    expect(pages.length).toBeGreaterThan(30)
    for (const [, named, imported] of pages) expect(named).toBe(`${imported}.tsx`)
  })
})
