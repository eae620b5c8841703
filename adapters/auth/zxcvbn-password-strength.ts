import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import type { PasswordStrength } from '../../core/ports/password-strength'

/**
 * zxcvbn-ts with its common-password, name and English dictionaries: a score below `minScore` (0–4;
 * 2 = "somewhat guessable", about 10^8 guesses) is weak. Server side only: the dictionaries are large.
 */
export class ZxcvbnPasswordStrength implements PasswordStrength {
  private readonly zxcvbn = new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...english.dictionary } })

  constructor(private readonly minScore = 2) {}

  isWeak(password: string): boolean {
    // zxcvbn's cost grows with length; past 100 characters a password is long enough on its own.
    if (password.length > 100) return false
    return this.zxcvbn.check(password).score < this.minScore
  }
}
