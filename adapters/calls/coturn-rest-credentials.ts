import { createHmac } from 'node:crypto'
import type { TurnCredentials } from '../../core/consultations/ports/turn-credentials'

/** coturn's REST credentials (`use-auth-secret` + `static-auth-secret`): HMAC-SHA1 of the username, base64. */
export class CoturnRestCredentials implements TurnCredentials {
  constructor(private readonly secret: string) {}

  issue(name: string, expiresAtUnix: number): { username: string; credential: string } {
    const username = `${expiresAtUnix}:${name}`
    return { username, credential: createHmac('sha1', this.secret).update(username).digest('base64') }
  }
}
