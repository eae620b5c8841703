/** The reading pages' own query keys (their calculators' answers are keyed by `answerQueryOptions`). */
export const readingKeys = {
  topicFestivals: (year: number, place: { lat: number; lon: number; tz?: string }, category?: string) =>
    ['topic-festivals', year, place.lat, place.lon, place.tz ?? '', category ?? ''] as const,
}
