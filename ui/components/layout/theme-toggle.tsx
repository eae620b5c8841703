import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoonStars, IconSun } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

/** Light/dark toggle; Mantine's local-storage manager remembers the choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  const { t } = useLingui()
  const next = computed === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        className={className}
        onClick={() => setColorScheme(next)}
        aria-label={label}
        data-testid="theme-toggle"
      >
        {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoonStars size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  )
}
