/** Roles of the platform; spec §6 gives admins extra pages, the server enforces every role. */
export type Role = 'customer' | 'astrologer' | 'admin'
export const ROLES: readonly Role[] = ['customer', 'astrologer', 'admin']

/** The user as the API shows it (spec §3): balance in integer paise. */
export interface PublicUser {
  id: string
  email: string
  name: string
  role: Role
  balance: number
}

export interface AuthResult {
  token: string
  user: PublicUser
}
