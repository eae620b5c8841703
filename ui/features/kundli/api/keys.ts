import type { KundliRequest } from '../../../services/types'

/** The kundli's query keys: one chart per request, shared by every page that draws or reads a chart (kundli, matching, baby names). */
export const kundliKeys = {
  chart: (request: KundliRequest) =>
    ['kundli', request.date, request.time, request.lat, request.lon, request.tz ?? '', request.offsetMinutes ?? '', request.disambiguation ?? '', request.with?.join(',') ?? '', request.year ?? ''] as const,
}
