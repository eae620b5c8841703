import { describe, expect, it } from 'vitest'
import { accountMessages, isGuessablePassword, signupSchema } from '../../core/accounts/forms'

/** Issue 14, finding 9: `12345678`, `password` and eight spaces were accepted as passwords. */
describe('guessable passwords', () => {
  it('refuses the common ones, runs, repeats and blanks', () => {
    for (const p of ['12345678', 'password', '        ', 'Password1', 'aaaaaaaa', 'abcdefgh', '87654321', 'abcabcabc', '12121212', 'qwertyuiop', 'iloveyou']) {
      expect(isGuessablePassword(p), p).toBe(true)
    }
  })
  it('accepts passwords a person made up', () => {
    for (const p of ['secret123', 'correct horse battery', 'Mumbai-monsoon-1987', 'tulsi ki chai 42']) expect(isGuessablePassword(p), p).toBe(false)
  })
  it('sign-up says why, in the message the UI translates', () => {
    const parsed = signupSchema.safeParse({ name: 'Asha Rao', email: 'asha@example.com', password: 'password' })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([accountMessages.commonPassword])
  })
})
