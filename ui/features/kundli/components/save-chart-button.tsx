import { useState } from 'react'
import { Button } from '@mantine/core'
import { IconDeviceFloppy, IconLogin } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'
import { useLoadedComponent } from '../../../lib/use-loaded-component'
import type { BirthDetails } from '../../../components/birth/birth-search'

const loadDialog = async () => (await import('./save-chart-dialog')).SaveChartDialog

/**
 * Saves the chart on screen to the signed-in user's charts (their own or a family member's, with the
 * relation). Signed out, it is a link to sign in and come back.
 */
export function SaveChartButton({ details }: { details: BirthDetails }) {
  const { user } = useAuth()
  const here = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })
  const [SaveChartDialog, requestDialog] = useLoadedComponent(loadDialog)
  const [opened, setOpened] = useState(false)
  // Each opening mounts a fresh dialog (the form starts from the chart on screen).
  const [openings, setOpenings] = useState(0)

  if (!user) {
    return (
      <Button component={LocalLink} to={`/login?redirect=${encodeURIComponent(here)}`} variant="light" color="cosmic" leftSection={<IconLogin size={16} />}>
        <Trans>Sign in to save</Trans>
      </Button>
    )
  }

  return (
    <>
      <Button
        onClick={() => {
          requestDialog()
          setOpenings((n) => n + 1)
          setOpened(true)
        }}
        color="saffron"
        leftSection={<IconDeviceFloppy size={16} />}
        data-testid="save-chart"
      >
        <Trans>Save chart</Trans>
      </Button>
      {SaveChartDialog && openings > 0 && <SaveChartDialog key={openings} details={details} opened={opened} onClose={() => setOpened(false)} />}
    </>
  )
}
