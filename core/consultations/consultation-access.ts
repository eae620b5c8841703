import type { ConsultationRecord, ParticipantRole } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { ConsultationRepository } from './ports/consultation-repository'
import { participantRole } from './rules'

/**
 * Loads a consultation for a caller who must take part in it (admins may look when `allowAdmin`).
 * Outsiders get NotFoundError: whether a consultation exists is nobody else's business.
 */
export async function loadAsParticipant(
  consultations: Pick<ConsultationRepository, 'findById'>,
  id: string,
  user: PublicUser,
  options: { allowAdmin?: boolean } = {},
): Promise<{ record: ConsultationRecord; role: ParticipantRole | 'admin' }> {
  const record = typeof id === 'string' && id.length <= 100 ? await consultations.findById(id) : null
  if (!record) throw new NotFoundError('No such consultation')
  const role = participantRole(record, user.id)
  if (role) return { record, role }
  if (options.allowAdmin && user.role === 'admin') return { record, role: 'admin' }
  throw new NotFoundError('No such consultation')
}
