export const CHART_RELATIONS = ['self', 'spouse', 'child', 'parent', 'sibling', 'friend', 'other'] as const
export type ChartRelation = (typeof CHART_RELATIONS)[number]

/** A birth chart a user keeps: the birth details, from which the chart is computed again on demand. */
export interface SavedChart {
  id: string
  name: string
  relation: ChartRelation
  gender: 'male' | 'female'
  birthDate: string
  birthTime: string
  birthPlace: string
  latitude: number
  longitude: number
  tz: string | null
  createdAt: string
}

export type NewSavedChart = Omit<SavedChart, 'id' | 'createdAt'>
