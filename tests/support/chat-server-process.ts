/**
 * The fully wired platform in a process of its own, for tests that kill it (SIGKILL: no shutdown code
 * runs). Storage from the environment: CHAT_PGLITE_DIR (a PGlite data folder) or CHAT_DATABASE_URL with
 * CHAT_DATABASE_SCHEMA. Listens on an ephemeral loopback port and prints `{"port": n}` on one line.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { loadConfig } from '../../config/schema'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'
import { openStorage } from '../../adapters/storage/database'
import { startPlatform } from '../../server/platform'
import { TEST_ADMIN } from './platform'

const pgliteDir = process.env.CHAT_PGLITE_DIR
const databaseUrl = process.env.CHAT_DATABASE_URL
const storage = pgliteDir
  ? await openStorage({ kind: 'pglite', dataDir: pgliteDir })
  : await openStorage({ kind: 'postgres', url: databaseUrl!, schema: process.env.CHAT_DATABASE_SCHEMA, maxConnections: 5 })
// The same secrets as startChatServer (tests/support/chat-platform.ts), so its tokens are valid here.
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'astro-chat-child-')),
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  JWT_SECRET: 'chat-tests-secret-chat-tests-secret-0123',
  COMPUTE_WORKERS: '0',
})
const platform = await startPlatform(config, {
  storage,
  logger: pino({ level: 'silent' }),
  passwordHasher: new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }),
  // A burst from a test, not a person: the allowances would cut it short.
  chat: { messagesPerMinute: 1_000_000, frameBurst: 1_000_000, framesPerSecond: 1_000_000 },
})
const server = createServer(platform.app)
platform.attachRealtime(server)
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })))
