import type { BabyName } from '../baby-name'

/**
 * The list of baby names (adapters/content/names: a curated list of Indian names with meanings and
 * their Devanagari, Tamil and Telugu spellings; docs/baby-names.md says how it was made).
 */
export interface NameDirectory {
  /** Every name, in the list's order (alphabetical by English spelling). */
  all(): readonly BabyName[]
}
export const NameDirectory = Symbol('NameDirectory')
