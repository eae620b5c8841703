/** The questions feature's query keys: the caller's questions, the astrologers' open list, the admins' list. */
export const questionKeys = {
  mine: (userId: string) => ['my-questions', userId] as const,
  open: (userId: string) => ['open-questions', userId] as const,
  all: ['all-questions'] as const,
}
