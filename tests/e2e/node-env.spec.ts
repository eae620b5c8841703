import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startProductionServer } from '../support/production-server'
import { expect, test } from './support/test'

/**
 * The built server renders its pages whatever NODE_ENV the shell has: unset (the README's default,
 * development), development, test, and production with the settings it requires. A build whose JSX called
 * React's development runtime answered 500 on every page under some of them.
 */
const port = Number(process.env.E2E_PORT ?? 3999) + 70
const SETTINGS: Record<string, Record<string, string | undefined>> = {
  unset: { NODE_ENV: undefined },
  development: { NODE_ENV: 'development' },
  test: { NODE_ENV: 'test' },
  production: { NODE_ENV: 'production', JWT_SECRET: 'a production secret of at least 32 characters', ALLOW_SANDBOX_PAYMENTS: 'true' },
}

for (const [name, env] of Object.entries(SETTINGS)) {
  test(`with NODE_ENV ${name} the server renders its pages`, async () => {
    test.setTimeout(120_000)
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `astro-node-env-${name}-`))
    const server = await startProductionServer({ port, dataDir, env })
    try {
      for (const page of ['/', '/kundli', '/tamil/panchang', '/blog']) {
        const response = await fetch(server.url + page)
        expect(response.status, page).toBe(200)
        expect(await response.text(), page).toContain('<h1')
      }
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
}
