import type { CallIceServers } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { TurnCredentials } from './ports/turn-credentials'
import { loadAsParticipant } from './consultation-access'

export interface IceConfig {
  /** STUN and TURN urls (`stun:…`, `turn:…`, `turns:…`), from ICE_SERVERS */
  urls: string[]
  ttlSeconds: number
}

/**
 * GET /api/consultations/{id}/ice: the STUN/TURN servers for one call, to its two participants only (anyone
 * else, and any chat, is a 404). TURN urls get credentials of this call that expire after `ttlSeconds`;
 * without a TURN secret they are left out (a TURN server takes no one without credentials). No servers at
 * all is a valid answer: two browsers on one network connect with their host candidates.
 */
export class GetCallIceServers {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly turn: TurnCredentials | null,
    private readonly config: IceConfig,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string }): Promise<CallIceServers> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role === 'admin' || record.type !== 'call') throw new NotFoundError('No such call')
    if (record.status !== 'requested' && record.status !== 'active') throw new ConflictError('This call is over', 'CONSULTATION.NOT_ACTIVE')
    const stun = this.config.urls.filter((u) => u.startsWith('stun:') || u.startsWith('stuns:'))
    const turn = this.config.urls.filter((u) => u.startsWith('turn:') || u.startsWith('turns:'))
    const iceServers: CallIceServers['iceServers'] = []
    if (stun.length) iceServers.push({ urls: stun })
    if (turn.length && this.turn) {
      const expires = Math.floor(this.clock.now().getTime() / 1000) + this.config.ttlSeconds
      iceServers.push({ urls: turn, ...this.turn.issue(record.id, expires) })
    }
    return { iceServers, ttlSeconds: this.config.ttlSeconds }
  }
}
