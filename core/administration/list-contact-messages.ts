import type { ContactMessage, ContactMessages } from './ports/contact-messages'

/** GET /api/admin/responses: the contact messages, newest first. */
export class ListContactMessages {
  constructor(private readonly messages: ContactMessages) {}

  async execute(): Promise<ContactMessage[]> {
    return this.messages.list(200)
  }
}
