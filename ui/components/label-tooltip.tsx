import type { ReactNode } from 'react'
import { Tooltip } from '@mantine/core'
import { useTakenOverTrigger, type TakeOverProps } from './on-demand'

/** Mantine's Tooltip around a trigger that already shows its label to assistive technology; fetched on demand (./on-demand-tooltip.tsx). */
export function LabelTooltip({ label, openDelay, width, trigger, initiallyOpened, focusTrigger }: TakeOverProps & { label: ReactNode; openDelay?: number; width?: number }) {
  const target = useTakenOverTrigger(trigger, focusTrigger)
  return (
    <Tooltip label={label} openDelay={openDelay} multiline={width !== undefined} w={width} defaultOpened={initiallyOpened}>
      {target}
    </Tooltip>
  )
}
