import type { ChatMessage } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { MessageRepository } from './ports/message-repository'
import type { MessagePage } from './rules'
import { loadAsParticipant } from './consultation-access'

/** A consultation's messages in order (`?after=<seq>&limit=`), for a participant or an admin. */
export class ListChatMessages {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly messages: MessageRepository,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; page: MessagePage }): Promise<ChatMessage[]> {
    const { page } = input
    const { record } = await loadAsParticipant(this.consultations, input.consultationId, input.user, { allowAdmin: true })
    return this.messages.listAfter(record.id, page.after, page.limit)
  }
}
