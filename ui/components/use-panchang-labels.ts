import { useJyotishLabels } from './jyotish-language'
import { panchangLabels, type PanchangLabels } from './panchang-labels'

/** The panchang labels for this part of the page: the forced chart language, else the active language. */
export function usePanchangLabels(): PanchangLabels {
  return panchangLabels(useJyotishLabels().language)
}
