import type { MuhuratCategoryId } from '../../../../core/panchang/request'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'

/** The query-key part of a place and convention. */
function placeKey(place: PanchangPlace, rise: RiseConvention) {
  return [place.lat, place.lon, place.tz ?? '', rise] as const
}

/** The panchang's query keys: a day, a month, a year's festivals, a month's muhurats at a place,. */
export const panchangKeys = {
  day: (date: string, place: PanchangPlace, rise: RiseConvention) => ['panchang', 'day', date, ...placeKey(place, rise)] as const,
  month: (year: number, month: number, place: PanchangPlace, rise: RiseConvention) => ['panchang', 'month', year, month, ...placeKey(place, rise)] as const,
  festivals: (year: number, place: PanchangPlace, rise: RiseConvention) => ['panchang', 'festivals', year, ...placeKey(place, rise)] as const,
  muhurat: (category: MuhuratCategoryId, year: number, month: number, place: PanchangPlace, rise: RiseConvention) =>
    ['panchang', 'muhurat', category, year, month, ...placeKey(place, rise)] as const,
}
