import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, RateLimitedError, UnauthorizedError, ValidationError } from '../../core/errors'
import type { Clock } from '../../core/shared/ports/clock'
import { Authenticate } from '../../core/accounts/authenticate'
import { ConfirmResetPin, INVALID_PIN } from '../../core/accounts/confirm-reset-pin'
import { LogIn, WRONG_CREDENTIALS } from '../../core/accounts/log-in'
import { PasswordAttempts } from '../../core/accounts/password-attempts'
import { RequestResetPin, RESET_PIN_SENT, resetPinRequestBodySchema } from '../../core/accounts/request-reset-pin'
import { loginSchema, resetPinConfirmSchema, signupBodySchema } from '../../core/accounts/forms'
import { asEndpoint } from '../support/as-endpoint'
import { requireRole } from '../../core/accounts/require-role'
import { SignUp } from '../../core/accounts/sign-up'
import { startOfIndianDay } from '../../core/content/get-platform-stats'
import { MemoryRateLimiter } from '../../adapters/rate-limit/memory-rate-limiter'
import { JsonPhrasebook } from '../../adapters/content/json-phrasebook'
import { CapturingMailer, FakeTokens, InMemoryResetPins, InMemoryUserRepository, plainHasher } from '../support/fakes'

function world(now = new Date('2026-11-22T10:00:00Z')) {
  const clock: Clock & { at: Date } = { at: now, now() { return this.at } }
  const users = new InMemoryUserRepository()
  const tokens = new FakeTokens()
  const limiter = new MemoryRateLimiter(() => clock.at.getTime())
  const pins = new InMemoryResetPins()
  const mailer = new CapturingMailer()
  let nextPin = '123456'
  const signUp = new SignUp(users, plainHasher, tokens)
  const logIn = new LogIn(users, tokens, new PasswordAttempts(limiter, plainHasher, { perIp: 5, perAccount: 2, windowSeconds: 600 }))
  const requestPin = new RequestResetPin(users, pins, plainHasher, mailer, limiter, clock, () => nextPin, new JsonPhrasebook())
  const confirmPin = new ConfirmResetPin(users, pins, plainHasher, tokens, clock)
  // Each called as its endpoint calls it: the body parsed first.
  return {
    clock, users, pins, mailer,
    setPin: (p: string) => (nextPin = p),
    signUp: asEndpoint(signupBodySchema, (input, context?: { ip?: string }) => signUp.execute(input, context)),
    logIn: asEndpoint(loginSchema, (input, context: { ip: string }) => logIn.execute(input, context)),
    authenticate: new Authenticate(users, tokens, clock),
    requestPin: asEndpoint(resetPinRequestBodySchema, (input) => requestPin.execute(input)),
    confirmPin: asEndpoint(resetPinConfirmSchema, (input) => confirmPin.execute(input)),
  }
}

describe('SignUp', () => {
  it('creates a customer with a lowercased email and a hashed password', async () => {
    const w = world()
    const result = await w.signUp.execute({ name: ' Arjun ', email: ' Arjun@Mail.IN ', password: 'secret123' })
    expect(result.user).toMatchObject({ name: 'Arjun', email: 'arjun@mail.in', role: 'customer' })
    expect((await w.users.findByEmail('arjun@mail.in'))?.passwordHash).toBe('plain:secret123')
    await expect(w.signUp.execute({ name: 'Arjun', email: 'ARJUN@mail.in', password: 'secret123' })).rejects.toBeInstanceOf(ConflictError)
  })
  it('rejects bad input with one issue per field', async () => {
    const error = await world().signUp.execute({ email: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name', 'password'])
  })
})

describe('LogIn', () => {
  it('signs in, and refuses wrong passwords and unknown emails alike', async () => {
    const w = world()
    await w.signUp.execute({ name: 'Sita', email: 'sita@mail.in', password: 'secret123' })
    expect((await w.logIn.execute({ email: 'SITA@mail.in', password: 'secret123' }, { ip: '1' })).user.email).toBe('sita@mail.in')
    const wrong = await w.logIn.execute({ email: 'sita@mail.in', password: 'nope' }, { ip: '1' }).catch((e) => e)
    const unknown = await w.logIn.execute({ email: 'ghost@mail.in', password: 'nope' }, { ip: '1' }).catch((e) => e)
    expect(wrong).toBeInstanceOf(UnauthorizedError)
    expect(wrong.message).toBe(WRONG_CREDENTIALS)
    expect(unknown.message).toBe(WRONG_CREDENTIALS)
  })
  it('locks out the address that guesses an account, not its owner elsewhere, until the window passes; a success clears the count', async () => {
    const w = world()
    await w.signUp.execute({ name: 'Sita', email: 'sita@mail.in', password: 'secret123' })
    // perAccount is 2: a third try from the guessing address is refused, even with the right password.
    await w.logIn.execute({ email: 'sita@mail.in', password: 'bad' }, { ip: '2' }).catch(() => {})
    await w.logIn.execute({ email: 'sita@mail.in', password: 'bad' }, { ip: '2' }).catch(() => {})
    await expect(w.logIn.execute({ email: 'sita@mail.in', password: 'secret123' }, { ip: '2' })).rejects.toBeInstanceOf(RateLimitedError)
    // Issue 14, finding 6: the owner, from their own address, still signs in.
    await expect(w.logIn.execute({ email: 'sita@mail.in', password: 'secret123' }, { ip: '6' })).resolves.toBeTruthy()
    w.clock.at = new Date(w.clock.at.getTime() + 601_000)
    await expect(w.logIn.execute({ email: 'sita@mail.in', password: 'secret123' }, { ip: '2' })).resolves.toBeTruthy()
    // A success clears the address's count: one more failure after it is a 401, not a 429.
    await w.logIn.execute({ email: 'sita@mail.in', password: 'bad' }, { ip: '7' }).catch(() => {})
    await w.logIn.execute({ email: 'sita@mail.in', password: 'secret123' }, { ip: '7' })
    await expect(w.logIn.execute({ email: 'sita@mail.in', password: 'bad' }, { ip: '7' })).rejects.toBeInstanceOf(UnauthorizedError)
  })
  it('limits attempts per IP', async () => {
    const w = world()
    for (let i = 0; i < 5; i++) await w.logIn.execute({ email: `u${i}@mail.in`, password: 'x' }, { ip: '9.9.9.9' }).catch(() => {})
    await expect(w.logIn.execute({ email: 'new@mail.in', password: 'x' }, { ip: '9.9.9.9' })).rejects.toBeInstanceOf(RateLimitedError)
  })
})

describe('Authenticate and roles', () => {
  it('turns a token into the user and marks them seen', async () => {
    const w = world()
    const { token } = await w.signUp.execute({ name: 'Ravi', email: 'ravi@mail.in', password: 'secret123' })
    expect((await w.authenticate.execute(token)).email).toBe('ravi@mail.in')
    expect(await w.users.countSeenSince(new Date('2026-11-22T09:59:00Z'))).toBe(1)
    await expect(w.authenticate.execute(null)).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(w.authenticate.execute('garbage')).rejects.toBeInstanceOf(UnauthorizedError)
  })
  it('answers 401 for anonymous and 403 for the wrong role', () => {
    expect(() => requireRole(null, 'admin')).toThrow(UnauthorizedError)
    expect(() => requireRole({ id: '1', email: 'c@x.in', name: 'C', role: 'customer', balance: 0, language: 'en' }, 'admin')).toThrow(ForbiddenError)
    expect(requireRole({ id: '2', email: 'a@x.in', name: 'A', role: 'admin', balance: 0, language: 'en' }, 'admin').id).toBe('2')
  })
})

describe('reset by PIN', () => {
  it('mails a PIN only to existing accounts and answers the same either way', async () => {
    const w = world()
    await w.signUp.execute({ name: 'Uma', email: 'uma@mail.in', password: 'secret123' })
    expect(await w.requestPin.execute({ email: 'uma@mail.in' })).toEqual({ message: RESET_PIN_SENT })
    expect(await w.requestPin.execute({ email: 'nobody@mail.in' })).toEqual({ message: RESET_PIN_SENT })
    expect(w.mailer.sent).toHaveLength(1)
    expect(w.mailer.sent[0].text).toContain('123456')
    expect(w.mailer.sent[0].subject).toBe('Your AstroVedic password reset PIN')
  })
  it('writes the PIN mail in the account’s language (the sign-up page’s, then the profile’s), whatever page asks; English for an unknown one', async () => {
    const w = world()
    const uma = await w.signUp.execute({ name: 'Uma', email: 'uma@mail.in', password: 'secret123', lang: 'hi' })
    await w.requestPin.execute({ email: 'uma@mail.in', lang: 'en' })
    await w.users.setLanguage(uma.user.id, 'te')
    await w.requestPin.execute({ email: 'uma@mail.in', lang: 'hi' })
    await w.signUp.execute({ name: 'Uma', email: 'uma2@mail.in', password: 'secret123', lang: 'xx' })
    await w.requestPin.execute({ email: 'uma2@mail.in', lang: 'ta' })
    const [hindi, telugu, fallback] = w.mailer.sent
    expect(hindi.subject).toBe('आपका AstroVedic पासवर्ड रीसेट PIN')
    expect(hindi.text).toBe('नमस्ते Uma,\n\nआपका पासवर्ड रीसेट करने का PIN 123456 है। यह 15 मिनट तक मान्य है।\n\nअगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।')
    expect(telugu.text).toMatch(/^నమస్తే Uma,[\s\S]*123456[\s\S]*15 నిమిషాల/)
    expect(fallback.text).toMatch(/^Namaste Uma,/)
  })
  it('accepts the PIN once, before it expires, and not after five wrong tries', async () => {
    const w = world()
    await w.signUp.execute({ name: 'Uma', email: 'uma@mail.in', password: 'secret123' })
    await w.requestPin.execute({ email: 'uma@mail.in' })
    w.clock.at = new Date(w.clock.at.getTime() + 16 * 60_000)
    await expect(w.confirmPin.execute({ email: 'uma@mail.in', pin: '123456', password: 'newsecret1' })).rejects.toThrow(INVALID_PIN)

    w.setPin('654321')
    await w.requestPin.execute({ email: 'uma@mail.in' })
    for (let i = 0; i < 5; i++) await w.confirmPin.execute({ email: 'uma@mail.in', pin: '000000', password: 'newsecret1' }).catch(() => {})
    await expect(w.confirmPin.execute({ email: 'uma@mail.in', pin: '654321', password: 'newsecret1' })).rejects.toThrow(INVALID_PIN)

    w.clock.at = new Date(w.clock.at.getTime() + 16 * 60_000)
    w.setPin('111111')
    await w.requestPin.execute({ email: 'uma@mail.in' })
    await w.confirmPin.execute({ email: 'uma@mail.in', pin: '111111', password: 'newsecret1' })
    expect((await w.users.findByEmail('uma@mail.in'))?.passwordHash).toBe('plain:newsecret1')
    await expect(w.confirmPin.execute({ email: 'uma@mail.in', pin: '111111', password: 'again12345' })).rejects.toThrow(INVALID_PIN)
  })
})

describe('startOfIndianDay', () => {
  it('is midnight IST of the Indian date', () => {
    expect(startOfIndianDay(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z')
    expect(startOfIndianDay(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z')
  })
})
