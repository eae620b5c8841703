import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { IconMoonStars, IconSun } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { OnDemandTooltip } from '../on-demand-tooltip'

/**
 * Light/dark toggle; Mantine's local-storage manager remembers the choice. The server cannot know the
 * remembered scheme, so the first client render must match its light rendering: the icon follows the
 * document's scheme attribute through CSS (right from the first paint), the label once mounted. Its
 * tooltip is fetched when the toggle is first pointed at or focused.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  const mounted = useMounted()
  const { t } = useLingui()
  const next = mounted && computed === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`
  return (
    <OnDemandTooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        className={className}
        onClick={() => setColorScheme(next)}
        aria-label={label}
        data-testid="theme-toggle"
      >
        <IconSun size={20} aria-hidden className="mantine-light-hidden" />
        <IconMoonStars size={20} aria-hidden className="mantine-dark-hidden" />
      </ActionIcon>
    </OnDemandTooltip>
  )
}
