import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { errorAnswer } from '../../adapters/http/error-mapper'
import { ERROR_CODES } from '../../core/error-codes'
import { BusyError, ConflictError, ForbiddenError, GoneError, InsufficientBalanceError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from '../../core/errors'

const root = fileURLToPath(new URL('../..', import.meta.url))
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : []
  })
}

describe('the error-code catalogue', () => {
  it('gives each error class its status through the codes it is thrown with', () => {
    expect(errorAnswer(new ValidationError('x')).status).toBe(400)
    expect(errorAnswer(new UnauthorizedError()).status).toBe(401)
    expect(errorAnswer(new InsufficientBalanceError('x')).status).toBe(402)
    expect(errorAnswer(new ForbiddenError()).status).toBe(403)
    expect(errorAnswer(new NotFoundError('x')).status).toBe(404)
    expect(errorAnswer(new ConflictError('x')).status).toBe(409)
    expect(errorAnswer(new GoneError('x')).status).toBe(410)
    expect(errorAnswer(new RateLimitedError('x', 5)).status).toBe(429)
    expect(errorAnswer(new BusyError('x', 30)).status).toBe(503)
  })

  it('has every code thrown with a class carry that class’s status (a conflict is a 409, a refused session a 401)', () => {
    const expected: Record<string, number> = { ConflictError: 409, UnauthorizedError: 401 }
    const thrown: Array<[string, string, string]> = []
    for (const file of [...sources(path.join(root, 'core')), ...sources(path.join(root, 'adapters'))]) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/new (ConflictError|UnauthorizedError)\(([^()]|\([^()]*\))*?'([A-Z_]+(?:\.[A-Z_]+)?)'/g)) thrown.push([path.relative(root, file), m[1]!, m[3]!])
    }
    expect(thrown.length).toBeGreaterThan(20)
    for (const [file, cls, code] of thrown) expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, `${file}: ${cls} ${code}`).toBe(expected[cls])
  })

  it('answers one body everywhere, with the details of a refused payment and when to come back', () => {
    const broke = errorAnswer(new InsufficientBalanceError('Not enough in the wallet', { price: 99_900, balance: 20_000, shortfall: 79_900 }))
    expect(broke.body).toEqual({ message: 'Not enough in the wallet', code: 'WALLET.INSUFFICIENT_BALANCE', details: { price: 99_900, balance: 20_000, shortfall: 79_900 } })
    const busy = errorAnswer(new BusyError('busy', 30))
    expect(busy.headers).toEqual({ 'Retry-After': '30' })
    expect(busy.body).toMatchObject({ code: 'SERVICE.BUSY', retryAfterSeconds: 30 })
  })
})
