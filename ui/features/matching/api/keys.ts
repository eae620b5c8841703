import { queryKeyOf } from '../../../components/birth/birth-api-query'

/** The matching feature's query keys: one match per query (its entries sorted by name). */
export const matchingKeys = {
  match: (query: Readonly<Record<string, string>>) => ['matching', queryKeyOf(query)] as const,
}
