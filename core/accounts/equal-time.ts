import type { PasswordHasher } from './ports/password-hasher'

/**
 * A stand-in hash made by the same hasher, with the same cost, verified against when there is nothing
 * real to check (an unknown email, no pending PIN). Every answer then takes as long, so timing does not
 * tell who has an account (a constant dummy of the wrong shape would be rejected at once).
 */
export class EqualTime {
  private standIn: Promise<string> | null = null

  constructor(private readonly hasher: PasswordHasher) {}

  /** Spends one verification's time on `secret`; the answer is always false. */
  async verifyNothing(secret: string): Promise<false> {
    this.standIn ??= this.hasher.hash('stand-in for an account that does not exist')
    await this.hasher.verify(secret, await this.standIn)
    return false
  }

  /** Spends one hash's time (the work a real request does when it stores a new secret). */
  async hashNothing(secret: string): Promise<void> {
    await this.hasher.hash(secret)
  }
}
