import type { ReactNode } from 'react'
import { Alert, Container, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatTime } from '../../../core/shared/formatting'
import type { RouteEntry } from '../../app/route-table'
import { useLanguage } from '../../i18n/language'
import { DISPLAY_LOCALES } from '../display-locale'
import { PageHero } from '../page-hero'
import { ToolIntro, ToolResult } from '../tool-page'
import { birthApiQuery, type AnswerQueryOptions } from './birth-api-query'
import { BirthDetailsForm } from './birth-details-form'
import { isTimeAssumed, type BirthDetails } from './birth-search'
import { useBirthDetails, useOpenChart } from './use-birth-details'

export { AboutToolCard } from '../tool-page'

interface BirthToolPageProps<T> {
  entry: RouteEntry
  /** What the tool gives, shown beside the empty form. */
  about: ReactNode
  /** The tool's query options for a birth query (the same the route loader prefetches). */
  queryOptions: (query: Record<string, string>) => AnswerQueryOptions<T>
  /** The answer, rendered. */
  children: (answer: T, details: BirthDetails) => ReactNode
  submitLabel?: ReactNode
}

/** Whose chart this is: name, birth date, time and place, as the link gives them. */
function BirthLine({ details }: { details: BirthDetails }) {
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const time = isTimeAssumed(details) ? null : formatTime(details.time, locale)
  return (
    <Text size="sm" c="dimmed" data-testid="birth-line">
      {details.name ? (
        <Text span fw={600} c="var(--mantine-color-text)">
          {details.name} ·{' '}
        </Text>
      ) : null}
      {formatDate(details.date, locale)}
      {time ? ` · ${time}` : null}
      {details.location ? ` · ${details.location}` : null}
    </Text>
  )
}

/**
 * A free tool computed from one birth (dosham detector, sade sati, Lal Kitab, marriage, gemstones):
 * without birth details in the query string the form, pre-filled from the link or the saved
 * details; with them, the answer, shareable by its URL, with the form one click away.
 */
export function BirthToolPage<T>({ entry, about, queryOptions, children, submitLabel }: BirthToolPageProps<T>) {
  const { i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const query = birthApiQuery(details, i18n.locale)
  const title = i18n._(entry.title)
  const form = (
    <BirthDetailsForm
      key={query ? JSON.stringify(query) : 'empty'}
      initial={details}
      onSubmit={(next) => openChart(entry.path, next)}
      label={title}
      submitLabel={submitLabel ?? <Trans>Calculate</Trans>}
    />
  )

  if (!query) {
    return (
      <ToolIntro
        title={title}
        description={i18n._(entry.description)}
        formTitle={<Trans>Enter your birth details</Trans>}
        formHint={<Trans>Choose the birth place from the suggestions. The birth time decides the lagna and the houses, so enter it as exactly as you can.</Trans>}
        form={form}
        about={about}
      />
    )
  }

  return (
    <>
      <PageHero title={title} />
      <Container py="xl">
        <ToolResult
          options={queryOptions(query)}
          form={form}
          summary={<BirthLine details={details} />}
          notice={
            isTimeAssumed(details) ? (
              <Alert color="yellow" variant="light">
                <Trans>No birth time was given, so the chart is cast for 12:00 noon. The lagna and houses may differ from your real chart.</Trans>
              </Alert>
            ) : null
          }
        >
          {(answer) => children(answer, details)}
        </ToolResult>
      </Container>
    </>
  )
}
