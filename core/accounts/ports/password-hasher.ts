/** A memory-hard password KDF with a per-user salt, encoded in the hash string. */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, hash: string): Promise<boolean>
}
export const PasswordHasher = Symbol('PasswordHasher')
