import type { ReactNode } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import classes from './home.module.css'

/** A centred section title with an eyebrow line, a short gradient rule and an optional lead text. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  light = false,
  id,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  light?: boolean
  id?: string
}) {
  return (
    <Stack align="center" gap={8} mb="xl" ta="center">
      {eyebrow ? <Text className={light ? classes.eyebrowLight : classes.eyebrow}>{eyebrow}</Text> : null}
      <Title order={2} id={id} fz={{ base: 26, sm: 34 }} fw={800} c={light ? 'white' : undefined}>
        {title}
      </Title>
      <div className={classes.divider} />
      {lead ? (
        <Text maw={640} c={light ? 'rgba(255,255,255,0.8)' : 'dimmed'} size="md">
          {lead}
        </Text>
      ) : null}
    </Stack>
  )
}
