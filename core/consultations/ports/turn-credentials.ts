/**
 * Time-limited TURN credentials (the coturn REST scheme: `use-auth-secret` with a shared secret): the
 * username is `<expiry unix seconds>:<name>`, the credential base64(HMAC-SHA1(secret, username)).
 */
export interface TurnCredentials {
  issue(name: string, expiresAtUnix: number): { username: string; credential: string }
}
export const TurnCredentials = Symbol('TurnCredentials')
