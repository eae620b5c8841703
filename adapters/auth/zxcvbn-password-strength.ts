import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type { PasswordStrength } from '../../core/accounts/ports/password-strength'

/**
 * zxcvbn-ts with its common-password, name and English dictionaries: a score below `minScore` (0–4;
 * 2 = "somewhat guessable", about 10^8 guesses) is weak. Heavy: the dictionaries hold about 230,000
 * strings and building them takes about 0.25 s, so they are imported at the first check, and a check
 * takes up to 0.4 s, which is why the server runs this on a computation thread (HeavyPasswordStrength),
 * never on its event loop.
 */
export class ZxcvbnPasswordStrength implements PasswordStrength {
  private zxcvbn?: Promise<ZxcvbnFactory>

  constructor(private readonly minScore = 2) {}

  async isWeak(password: string): Promise<boolean> {
    // zxcvbn's cost grows with length; past 100 characters a password is long enough on its own.
    if (password.length > 100) return false
    return (await this.load()).check(password).score < this.minScore
  }

  private load(): Promise<ZxcvbnFactory> {
    this.zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
      ([{ ZxcvbnFactory }, common, english]) => new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...english.dictionary } }),
    )
    return this.zxcvbn
  }
}
