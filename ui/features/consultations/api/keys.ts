/** The consultations feature's query keys: its own queries use them, and so does any other feature that refreshes them. */
export const consultationKeys = {
  all: ['consultations'] as const,
  lists: ['consultations', 'list'] as const,
  list: (role: string, statuses: string, limit: number) => ['consultations', 'list', role, statuses, limit] as const,
  incoming: ['consultations', 'incoming'] as const,
  one: (id: string) => ['consultations', 'one', id] as const,
  messages: (id: string) => ['consultations', 'messages', id] as const,
  astrologerMe: (lang: string) => ['astrologer-me', lang] as const,
  earnings: ['astrologer-me', 'earnings'] as const,
}
