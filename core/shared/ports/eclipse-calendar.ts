/**
 * Solar and lunar eclipses (grahan) for the festival calendar: when they happen and how they look
 * from a place. Instants are Julian Days (UT); latitude/longitude degrees, north/east positive.
 */
export interface EclipseCalendar {
  /** Lunar eclipses whose greatest eclipse falls in [fromJd, toJd), with their visibility from the place. */
  lunarEclipses(fromJd: number, toJd: number, place: EclipsePlace): LunarEclipse[]
  /** Solar eclipses (anywhere on Earth) whose greatest eclipse falls in [fromJd, toJd), with the local circumstances at the place. */
  solarEclipses(fromJd: number, toJd: number, place: EclipsePlace): SolarEclipse[]
}
export const EclipseCalendar = Symbol('EclipseCalendar')

export interface EclipsePlace {
  lat: number
  lon: number
}

/** A phase of an eclipse: its begin and end instants (Julian Days, UT). */
export interface EclipsePhase {
  start: number
  end: number
}

export interface LunarEclipse {
  kind: 'penumbral' | 'partial' | 'total'
  /** greatest eclipse */
  peak: number
  penumbral: EclipsePhase
  /** the umbral (partial) phase: from the first to the last umbral contact; null for a penumbral eclipse */
  partial: EclipsePhase | null
  /** totality; null unless total */
  total: EclipsePhase | null
  /** fraction of the Moon's disc in the umbra at the peak (0 for penumbral eclipses) */
  obscuration: number
  /** the Moon is above the horizon at the place during some part of the (umbral, else penumbral) eclipse */
  visible: boolean
}

export interface SolarEclipse {
  kind: 'partial' | 'annular' | 'total' | 'hybrid'
  /** greatest eclipse on Earth */
  peak: number
  /** what the place sees, null when the place is outside the Moon's penumbra */
  local: LocalSolarEclipse | null
}

export interface LocalSolarEclipse {
  kind: 'partial' | 'annular' | 'total'
  start: number
  peak: number
  end: number
  /** fraction of the Sun's disc covered at the local peak */
  obscuration: number
  /** the Sun is above the horizon during some part of the eclipse */
  visible: boolean
}
