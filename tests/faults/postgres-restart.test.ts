import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { sql } from 'kysely'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { freshPostgres, postgresUrl } from '../support/storage'

/**
 * PostgreSQL restarted under load: admins credit wallets in a steady stream (each credit with
 * its own Idempotency-Key) while the machine's PostgreSQL restarts. Meanwhile the API answers 503, never
 * 500; afterwards it recovers by itself; a client retrying what failed, with the same keys, ends with every
 * credit applied exactly once and the books balanced.
 */
const CUSTOMERS = 4
const CREDIT = 100

function restartPostgres(): void {
  const version = readdirSync('/etc/postgresql')[0]!
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore', timeout: 60_000 })
}

describe.skipIf(!postgresUrl)('PostgreSQL restarted under load', () => {
  let platform: Platform
  let admin = ''
  const users: string[] = []
  const tokens = new Map<string, string>()
  beforeAll(async () => {
    platform = await testPlatform({}, { storage: await freshPostgres() })
    admin = (await request(platform.app).post('/api/auth/login').send(TEST_ADMIN)).body.token
    for (let i = 0; i < CUSTOMERS; i++) {
      const signup = await request(platform.app).post('/api/auth/signup').send({ name: 'Fault Customer', email: `fault${i}@example.com`, password: 'fault customer pw' })
      users.push(signup.body.user.id)
      tokens.set(signup.body.user.id, signup.body.token)
    }
  })
  afterAll(async () => platform?.close())

  const credit = (userId: string, key: string) =>
    request(platform.app).post('/api/admin/wallet/adjust').set('Authorization', `Bearer ${admin}`).set('Idempotency-Key', key).send({ userId, amount: CREDIT, reason: 'fault test credit' })

  it('answers 503 meanwhile, recovers by itself, and loses or doubles no ledger entry', async () => {
    const statuses = new Map<number, number>()
    const outcome = new Map<string, { userId: string; ok: boolean }>()
    let running = true
    let n = 0
    const worker = async () => {
      while (running) {
        const userId = users[n % CUSTOMERS]!
        const key = `fault-${n++}`
        const res = await credit(userId, key)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        outcome.set(key, { userId, ok: res.status === 201 })
        if (res.status !== 201) await new Promise((r) => setTimeout(r, 50))
      }
    }
    const startedAt = async () => String((await sql<{ t: Date }>`SELECT pg_postmaster_start_time() AS t`.execute(platform.storage.db)).rows[0]!.t)
    const before = await startedAt()
    const workers = [worker(), worker(), worker(), worker()]
    await new Promise((r) => setTimeout(r, 1_000))
    restartPostgres()
    await new Promise((r) => setTimeout(r, 3_000))
    running = false
    await Promise.all(workers)
    console.log(`PostgreSQL restart under load: ${outcome.size} credits sent, statuses ${[...statuses].map(([s, c]) => `${s}×${c}`).join(' ')}`)

    expect(statuses.get(500) ?? 0, 'no 500 while the database restarts').toBe(0)
    expect([...statuses.keys()].every((s) => s === 201 || s === 503), `statuses ${[...statuses.keys()]}`).toBe(true)
    expect(await startedAt(), 'PostgreSQL restarted').not.toBe(before)

    // Recovery by itself, then the client retries every credit it did not see succeed, with the same key.
    for (const [key, o] of outcome) {
      if (o.ok) continue
      const retry = await credit(o.userId, key)
      expect(retry.status, `retry of ${key}`).toBe(201)
    }
    // Every key applied exactly once: each balance is the credits sent to it, and the books balance.
    for (const userId of users) {
      const sent = [...outcome.values()].filter((o) => o.userId === userId).length
      const me = await request(platform.app).get('/api/auth/me').set('Authorization', `Bearer ${tokens.get(userId)}`)
      expect(me.body.balance, `balance of ${userId}`).toBe(sent * CREDIT)
    }
    const audit = await request(platform.app).get('/api/admin/wallet/audit').set('Authorization', `Bearer ${admin}`)
    expect(audit.body, JSON.stringify(audit.body).slice(0, 300)).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedTransactions: [] })
  })
})
