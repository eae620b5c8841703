import { Container } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'

/** The numerology page, being built (issue #10): its route's title and description for now. */
export function NumerologyPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" />
    </>
  )
}
