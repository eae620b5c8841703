import type { ReactElement, ReactNode } from 'react'
import { OnDemand, type TriggerProps } from './on-demand'

const loadLabelTooltip = async () => (await import('./label-tooltip')).LabelTooltip

/**
 * A tooltip whose code (Mantine's Tooltip with the popover and floating-ui) is fetched when its trigger is
 * first pointed at or focused (./on-demand.tsx), not with the page. `label` should also be the trigger's
 * accessible name: the tooltip only shows it to the eye. A `width` makes a long label wrap.
 */
export function OnDemandTooltip({ label, openDelay, width, children }: { label: ReactNode; openDelay?: number; width?: number; children: ReactElement<TriggerProps> }) {
  return <OnDemand load={loadLabelTooltip} opensOn={{ hover: true, focus: true }} props={{ label, openDelay, width }} trigger={children} />
}
