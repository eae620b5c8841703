import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { migrate, openStorage } from '../../adapters/storage/database'
import { seedContent } from '../../adapters/storage/seed/seed-content'
import { startContainersIfDockerAnswers } from './containers'
import { PGLITE_TEMPLATE } from './storage'

/**
 * Runs initdb and the migrations once, then snapshots the database: each test file opens its own
 * copy of it in memory (0.6 s instead of 3 s of initdb).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Before the workers start: they read TEST_DATABASE_URL / TEST_REDIS_URL from the environment.
  const stopContainers = await startContainersIfDockerAnswers()
  const storage = await openStorage({ kind: 'pglite' })
  await migrate(storage.db, storage)
  await seedContent(storage.db)
  const dump = await storage.pglite!.dumpDataDir('gzip')
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true })
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()))
  await storage.close()
  return stopContainers
}
