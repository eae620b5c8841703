import { useMemo, type ReactNode } from 'react'
import { Container, Text } from '@mantine/core'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../../core/shared/formatting'
import type { RouteEntry } from '../../../app/route-table'
import type { AnswerQueryOptions } from '../../../components/birth/birth-api-query'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { PageHero } from '../../../components/page-hero'
import { formatQuery } from '../../../components/query-string'
import { ToolIntro, ToolResult } from '../../../components/tool-page'
import { useLanguage } from '../../../i18n/language'
import { nameDateApiQuery, parseNameDate, type NameDate } from '../utils/numerology-search'
import { NameDateForm } from './name-date-form'

/**
 * A tool computed from a name and a birth date (numerology, lucky numbers): the form until the URL
 * carries both (`?name=…&date=…`), then the answer, shareable by its URL.
 */
export function NameDateTool<T>({
  entry,
  about,
  queryOptions,
  submitLabel,
  withMoonSign = false,
  children,
}: {
  entry: RouteEntry
  about: ReactNode
  queryOptions: (query: Record<string, string>) => AnswerQueryOptions<T>
  submitLabel: ReactNode
  withMoonSign?: boolean
  children: (answer: T) => ReactNode
}) {
  const { i18n } = useLingui()
  const { language, localize } = useLanguage()
  const router = useRouter()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const value = useMemo(() => parseNameDate(new URLSearchParams(searchStr)), [searchStr])
  const query = nameDateApiQuery(value, i18n.locale, withMoonSign)
  const title = i18n._(entry.title)
  const open = (next: NameDate) => {
    const search = formatQuery([
      ['name', next.name],
      ['date', next.date],
      ['moonSign', withMoonSign && next.moonSign ? String(next.moonSign) : undefined],
    ])
    void router.navigate({ href: localize(`${entry.path}?${search}`) })
  }
  const form = <NameDateForm key={searchStr} initial={value} onSubmit={open} submitLabel={submitLabel} withMoonSign={withMoonSign} />

  if (!query) {
    return (
      <ToolIntro
        title={title}
        description={i18n._(entry.description)}
        formTitle={<Trans>Enter your name and birth date</Trans>}
        formHint={<Trans>Numerology reads the name you use every day, spelt in English letters, and your date of birth.</Trans>}
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
          summary={
            <Text size="sm" c="dimmed" data-testid="name-date-line">
              <Text span fw={600} c="var(--mantine-color-text)">
                {value.name}
              </Text>{' '}
              · {formatDate(value.date, DISPLAY_LOCALES[language])}
            </Text>
          }
        >
          {children}
        </ToolResult>
      </Container>
    </>
  )
}
