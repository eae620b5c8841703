/** The named festivals (core/festivals/rules.ts ids) between two civil dates, for the horoscopes' text. */
export interface FestivalDates {
  between(from: string, to: string): Promise<Array<{ id: string; date: string }>>
}
export const FestivalDates = Symbol('FestivalDates')
