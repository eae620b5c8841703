import { ConflictError } from '../core/errors'
import type { AstrologerProfiles } from '../core/astrologers/ports/astrologer-profiles'
import type { PasswordHasher } from '../core/accounts/ports/password-hasher'
import type { UserRepository } from '../core/accounts/ports/user-repository'
import { seedAstrologers } from '../adapters/storage/seed/astrologers'
import type { SeededAccount } from './seed-accounts'

/** The demo password of every seeded astrologer account (`<slug>@astrovedic.local`). */
export const DEMO_ASTROLOGER_PASSWORD = 'demo-astro-2026'

export const demoAstrologerEmail = (slug: string) => `${slug}@astrovedic.local`

/**
 * Gives every seeded astrologer profile without an account an astrologer-role account
 * (`<slug>@astrovedic.local` / DEMO_ASTROLOGER_PASSWORD), so testers can sign in as one.
 * Idempotent, and safe when two instances start together. Answers the demo astrologer accounts.
 */
export async function seedAstrologerAccounts(users: UserRepository, profiles: AstrologerProfiles, hasher: PasswordHasher): Promise<SeededAccount[]> {
  const missing = await profiles.listWithoutAccount()
  const passwordHash = missing.length ? await hasher.hash(DEMO_ASTROLOGER_PASSWORD) : ''
  for (const profile of missing) {
    const email = demoAstrologerEmail(profile.slug)
    let user = await users.findByEmail(email)
    if (!user) {
      try {
        user = await users.create({ email, name: profile.name, role: 'astrologer', passwordHash })
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error
        user = await users.findByEmail(email)
      }
    }
    if (user && user.role === 'astrologer') await profiles.linkAccount(profile.id, user.id)
  }
  return seedAstrologers.map((a) => ({ role: 'astrologer' as const, email: demoAstrologerEmail(a.slug), password: DEMO_ASTROLOGER_PASSWORD }))
}
