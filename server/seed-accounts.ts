import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConflictError } from '../core/errors'
import type { Role } from '../core/domain/user'
import type { PasswordHasher } from '../core/accounts/ports/password-hasher'
import type { UserRepository } from '../core/accounts/ports/user-repository'

export interface SeededAccount {
  role: Role
  email: string
  password: string
}

const DEMO_CUSTOMER = { email: 'demo@astrovedic.local', name: 'Demo Customer', password: 'demo-kundli-2026' }

/**
 * The admin (ADMIN_EMAIL / ADMIN_PASSWORD, or generated once and kept in the data folder so it can
 * be printed again), who owns the platform, and the demo customer. Idempotent: existing accounts are left alone.
 */
export async function seedAccounts(
  users: UserRepository,
  hasher: PasswordHasher,
  options: { dataDir: string; adminEmail?: string; adminPassword?: string; demo: boolean },
): Promise<SeededAccount[]> {
  const admin = options.adminEmail && options.adminPassword ? { email: options.adminEmail, password: options.adminPassword } : generatedAdmin(options.dataDir)
  const wanted: Array<SeededAccount & { name: string }> = [{ role: 'admin', name: 'Administrator', ...admin }]
  if (options.demo) wanted.push({ role: 'customer', ...DEMO_CUSTOMER })
  for (const account of wanted) {
    if (await users.findByEmail(account.email)) continue
    try {
      await users.create({ email: account.email, name: account.name, role: account.role, passwordHash: await hasher.hash(account.password) })
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error // another instance seeded it first
    }
  }
  // The seeded admin owns the platform unless an owner exists already.
  const seededAdmin = await users.findByEmail(admin.email)
  if (seededAdmin?.role === 'admin') await users.claimOwnership(seededAdmin.id)
  return wanted.map(({ role, email, password }) => ({ role, email, password }))
}

function generatedAdmin(dataDir: string): { email: string; password: string } {
  const file = path.join(dataDir, 'admin-credentials.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string }
  const credentials = { email: 'admin@astrovedic.local', password: randomBytes(12).toString('base64url') }
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 })
  return credentials
}
