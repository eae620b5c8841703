/**
 * `npm run first-load -- /path …`: what a page's first-load JavaScript is made of. Loads each page in
 * Debian's Chromium from the built server (`npm run build` first) on a fresh embedded database, collects
 * the scripts fetched until the page is hydrated (as tests/e2e/budget.spec.ts counts them), and prints
 * each chunk's gzipped size, then the total split by package (or by our source folder) through the
 * build's hidden source maps. FIRST_LOAD_FILES=1 splits our code by file instead of folder;
 * FIRST_LOAD_PACKAGE=@mantine/core splits that package by folder.
 * A chunk's share is its gzipped size spread over its sources by their share of the minified text.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { startProductionServer } from '../support/production-server'
import { firstLoadScripts } from '../e2e/support/first-load'

const port = Number(process.env.FIRST_LOAD_PORT ?? 3996)
const byFile = !!process.env.FIRST_LOAD_FILES
const openPackage = process.env.FIRST_LOAD_PACKAGE
const SAMPLE_EVERY = 20 // characters of minified code between source-map look-ups

/** Where a position of the bundle came from: an npm package, or one of our folders (or files). */
function owner(source: string | null): string {
  if (!source) return '(no source)'
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1] === openPackage ? source.replace(/^.*node_modules\//, '').replace(/\/[^/]+$/, '/') : pkg[1]!
  const ours = source.replace(/^.*?\/(ui|core|config)\//, '$1/')
  return byFile ? ours : ours.replace(/\/[^/]+$/, '/')
}

/** Spreads one built chunk's gzipped size over its sources. */
function attribute(file: string, into: Map<string, number>): number {
  const code = readFileSync(file, 'utf8')
  const gzip = gzipSync(code, { level: 9 }).length
  if (!existsSync(`${file}.map`)) {
    into.set('(no source map)', (into.get('(no source map)') ?? 0) + gzip)
    return gzip
  }
  const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
  const samples = new Map<string, number>()
  let total = 0
  code.split('\n').forEach((line, index) => {
    for (let column = 0; column < line.length; column += SAMPLE_EVERY) {
      const key = owner(originalPositionFor(map, { line: index + 1, column }).source)
      samples.set(key, (samples.get(key) ?? 0) + 1)
      total++
    }
  })
  for (const [key, n] of samples) into.set(key, (into.get(key) ?? 0) + (gzip * n) / total)
  return gzip
}

async function report(page: Page, base: string, target: string): Promise<void> {
  const scripts = await firstLoadScripts(page, `${base}${target}`)
  const owners = new Map<string, number>()
  let total = 0
  console.log(`\n${target}`)
  for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    total += attribute(path.join('dist/ui', script.url), owners)
    if (script.gzipBytes >= 1024) console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`)
  }
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB in ${scripts.length} scripts; by package or source:`)
  for (const [key, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, openPackage ? 60 : 30)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${key}`)
  }
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2)
  if (pages.length === 0) pages.push('/', '/kundli', '/panchang')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-first-load-'))
  const server = await startProductionServer({ port, dataDir })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    for (const target of pages) {
      const page = await browser.newPage()
      await report(page, server.url, target)
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
