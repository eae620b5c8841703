import type { LocationResult } from '../domain/content'
import { answers } from './route'

/** Addresses several capabilities use, answered by routes of the HTTP adapter. */
export const SHARED_PATHS = {
  /** `?query=TEXT[&limit=N][&lang=]`: places for a birth or panchang form */
  locationSearch: answers<{ success: true; locations: LocationResult[]; attribution?: string }>()('/api/locations/search'),
  health: '/api/health',
} as const
