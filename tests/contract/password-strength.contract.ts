import { afterAll, describe, expect, it } from 'vitest'
import type { PasswordStrength } from '../../core/accounts/ports/password-strength'

/**
 * What every password judge must do: refuse the passwords people guess first (common ones, a word with a
 * year, keyboard rows, names with digits, l33t spellings of common words) and accept long, unusual ones,
 * in any script, whatever the length; the same password gets the same verdict each time.
 */
export function describePasswordStrengthContract(name: string, make: () => { strength: PasswordStrength; close(): Promise<void> }) {
  describe(`PasswordStrength contract: ${name}`, () => {
    const under = make()
    afterAll(() => under.close())

    it('refuses the passwords guessed first', async () => {
      const guessable = ['password123', 'letmein2020', 'qwertyuiop', 'iloveyou1', 'P@ssw0rd', 'sunshine99', 'asdfghjkl', 'krishna123', '12345678']
      expect(await Promise.all(guessable.map((p) => under.strength.isWeak(p)))).toEqual(guessable.map(() => true))
    })

    it('accepts long, unusual passwords in any script', async () => {
      const strong = ['tangerine-orbit-77-kettle', 'Moonlit Godavari ferry at 5', 'चाँदनी रात में गोदावरी', 'கோதாவரி நிலா படகு 42', 'x'.repeat(40) + 'Vq7#pL2!', 'a'.repeat(101)]
      expect(await Promise.all(strong.map((p) => under.strength.isWeak(p)))).toEqual(strong.map(() => false))
    })

    it('gives the same verdict to the same password, asked at once', async () => {
      const verdicts = await Promise.all(Array.from({ length: 6 }, (_, i) => under.strength.isWeak(i % 2 ? 'monkey2024' : 'violet-harbour-tram-19')))
      expect(verdicts).toEqual([false, true, false, true, false, true])
    })
  })
}
