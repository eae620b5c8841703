import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ArticleCategory } from '../../core/domain/content'

/** Translatable names of the blog's article categories. */
export const CATEGORY_LABELS: Record<ArticleCategory, MessageDescriptor> = {
  Transit: msg`Transit`,
  Conjunction: msg`Conjunction`,
  Aspect: msg`Aspect`,
  Retrograde: msg`Retrograde`,
  Lunar: msg`Lunar`,
  'Direct Motion': msg`Direct Motion`,
  Nodes: msg`Nodes`,
  Festival: msg`Festival`,
  Eclipse: msg`Eclipse`,
  Combust: msg`Combust`,
  Seasonal: msg`Seasonal`,
}

/** Badge colour per category. */
export const CATEGORY_COLORS: Record<ArticleCategory, string> = {
  Transit: 'cosmic',
  Conjunction: 'violet',
  Aspect: 'indigo',
  Retrograde: 'red',
  Lunar: 'blue',
  'Direct Motion': 'teal',
  Nodes: 'dark',
  Festival: 'saffron',
  Eclipse: 'gray',
  Combust: 'yellow',
  Seasonal: 'green',
}
