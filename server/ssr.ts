import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DependencyContainer } from 'tsyringe'
import type { PageRenderer } from '../adapters/http/page-renderer'
import type { SitePage } from '../adapters/http/routes/seo-routes'
import type { Logger } from 'pino'
import type { PublicUser } from '../core/domain/user'
import { Clock } from '../core/shared/ports/clock'
import { createInProcessFetch } from './in-process-api'
import { readDocumentAssets, type AssetsFor } from './ssr-assets'

/** The UI's server entry (ui/entry-server.tsx) as built by `vite build --ssr` into dist/ssr. */
interface ServerEntry {
  renderPage(input: {
    request: Request
    services: unknown
    user: PublicUser | null
    nonce: string
    origin: string
    now: Date
    assets: AssetsFor
  }): Promise<Response>
  createServices(fetch: (input: string, init?: RequestInit) => Promise<Response>): unknown
  sitePages(now: Date): SitePage[]
}

/**
 * The page renderer: the built server entry with the UI's services calling the use cases in process.
 * Null when the web client has not been built (API-only runs and tests).
 */
export async function loadPageRenderer(root: string, container: DependencyContainer, origin: string): Promise<PageRenderer | null> {
  const entryFile = path.join(root, 'dist', 'ssr', 'entry-server.js')
  const assets = readDocumentAssets(path.join(root, 'dist', 'ui'))
  if (!existsSync(entryFile) || !assets) return null
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const services = entry.createServices(createInProcessFetch(container))
  // Pages are dated by the server's clock (a test's fixed one too): the menus' years follow it.
  const clock = container.resolve<Clock>(Clock)
  return (request, user, nonce) => entry.renderPage({ request, services, user, nonce, origin, now: clock.now(), assets })
}

/**
 * The public pages the UI's route table lists on a date (for sitemap.xml: the years offered change with
 * it), or null when the UI is not built.
 */
export async function loadSitePages(root: string): Promise<((now: Date) => SitePage[]) | null> {
  const entryFile = path.join(root, 'dist', 'ssr', 'entry-server.js')
  if (!existsSync(entryFile)) return null
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<ServerEntry>
  const sitePages = entry.sitePages
  return typeof sitePages === 'function' ? (now) => sitePages(now) : null
}

/** The pages rendered at start-up: the home page in each language and the main tools. */
const WARM_UP_PATHS = ['/', '/kundli', '/panchang', '/astrologers', '/blog', '/hindi', '/tamil', '/telugu']

/**
 * Renders the main pages once before the server takes requests. The first render of a page runs cold
 * code (its modules, catalogs and data paths not yet compiled): the home page took 190-330 ms on a fresh
 * server and 50-70 ms afterwards, and that wait fell on the first visitor of each page.
 */
export async function warmUpPages(render: PageRenderer, origin: string, logger: Logger): Promise<void> {
  const started = performance.now()
  for (const pathname of WARM_UP_PATHS) {
    try {
      const answer = await render(new Request(new URL(pathname, origin), { headers: { accept: 'text/html' } }), null, '')
      await answer.text()
    } catch (error) {
      logger.warn({ err: error, pathname }, 'warm-up render failed')
    }
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'pages warmed up')
}
