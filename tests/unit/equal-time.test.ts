import { describe, expect, it } from 'vitest'
import { JsonPhrasebook } from '../../adapters/content/json-phrasebook'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'
import { MemoryRateLimiter } from '../../adapters/rate-limit/memory-rate-limiter'
import type { Clock } from '../../core/shared/ports/clock'
import type { PasswordHasher } from '../../core/accounts/ports/password-hasher'
import { ConfirmResetPin } from '../../core/accounts/confirm-reset-pin'
import { PasswordAttempts } from '../../core/accounts/password-attempts'
import { LogIn } from '../../core/accounts/log-in'
import { RequestResetPin, resetPinRequestBodySchema } from '../../core/accounts/request-reset-pin'
import { asEndpoint } from '../support/as-endpoint'
import { SignUp } from '../../core/accounts/sign-up'
import { CapturingMailer, FakeTokens, InMemoryResetPins, InMemoryUserRepository } from '../support/fakes'

/**
 * Issue 14, finding 4: whether an email has an account must not show in how long the answer takes — on
 * sign-in and on both reset-PIN calls. The time is the scrypt work (tens of milliseconds at N = 2^14;
 * everything else is microseconds), so each path must run the same number of scrypt operations for a
 * known and an unknown email: counted exactly, not timed (wall-clock ratios flake on a loaded CI
 * machine). Before the fix an unknown email skipped hashing and answered about 25 times faster.
 */
const scrypt = new ScryptPasswordHasher({ N: 2 ** 12, r: 8, p: 1 })
let operations = 0
const hasher: PasswordHasher = {
  hash: (password) => (operations++, scrypt.hash(password)),
  verify: (password, hash) => (operations++, scrypt.verify(password, hash)),
}

/** The scrypt operations one call runs (whatever its outcome). */
async function work(run: () => Promise<unknown>): Promise<number> {
  const before = operations
  await run().catch(() => undefined)
  return operations - before
}

async function world() {
  const clock: Clock = { now: () => new Date('2026-11-22T10:00:00Z') }
  const users = new InMemoryUserRepository()
  const tokens = new FakeTokens()
  const limiter = new MemoryRateLimiter(() => clock.now().getTime())
  const pins = new InMemoryResetPins()
  await new SignUp(users, hasher, tokens).execute({ name: 'Asha Rao', email: 'known@example.com', password: 'a long and real password' })
  const requestPin = new RequestResetPin(users, pins, hasher, new CapturingMailer(), new MemoryRateLimiter(() => clock.now().getTime()), clock, () => '482913', new JsonPhrasebook())
  return {
    logIn: new LogIn(users, tokens, new PasswordAttempts(limiter, hasher, { perIp: 1000, perAccount: 1000, windowSeconds: 600 })),
    requestPin: asEndpoint(resetPinRequestBodySchema, (input) => requestPin.execute(input)),
    confirmPin: new ConfirmResetPin(users, pins, hasher, tokens, clock),
  }
}

describe('the same work for known and unknown accounts', () => {
  it('sign-in', async () => {
    const w = await world()
    // The first unknown email makes the stand-in hash, once per process: not part of any later answer.
    await w.logIn.execute({ email: 'first@example.com', password: 'warm up' }, { ip: '1' }).catch(() => undefined)
    const known = await work(() => w.logIn.execute({ email: 'known@example.com', password: 'wrong password' }, { ip: '1' }))
    const unknown = await work(() => w.logIn.execute({ email: 'nobody@example.com', password: 'wrong password' }, { ip: '1' }))
    expect(known).toBeGreaterThan(0)
    expect(unknown).toBe(known)
  })

  it('asking for a reset PIN', async () => {
    const w = await world()
    const known = await work(() => w.requestPin.execute({ email: 'known@example.com' }))
    const unknown = await work(() => w.requestPin.execute({ email: 'nobody@example.com' }))
    expect(known).toBeGreaterThan(0)
    expect(unknown).toBe(known)
  })

  it('confirming a PIN, with a PIN pending or none', async () => {
    const w = await world()
    await w.requestPin.execute({ email: 'known@example.com' })
    await w.confirmPin.execute({ email: 'first@example.com', pin: '000000', password: 'a new long password' }).catch(() => undefined)
    const pending = await work(() => w.confirmPin.execute({ email: 'known@example.com', pin: '000000', password: 'a new long password' }))
    const unknown = await work(() => w.confirmPin.execute({ email: 'nobody@example.com', pin: '000000', password: 'a new long password' }))
    expect(pending).toBeGreaterThan(0)
    expect(unknown).toBe(pending)
  })
})
