import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Badge, Box, Button, Container, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, ThemeIcon } from '@mantine/core'
import { IconAlertCircle, IconFilterOff, IconGift, IconSearch, IconUserSearch } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { FREE_CHAT_MINUTES } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { specialtyLabel, spokenLanguageLabel } from '../../../components/astrologer-labels'
import { HydrateOnVisible } from '../../../components/hydrate-on-visible'
import { RenderWhenNear } from '../../../components/render-when-near'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { astrologerListQueryOptions } from '../api/get-astrologer-list'
import { useLivePresence } from '../hooks/use-live-presence'
import { filterAstrologers, NO_FILTER, specialtiesOf, type AstrologerFilter } from '../utils/astrologer-filter'
import { AstrologerCard } from './astrologer-card'
import classes from './astrologers.module.css'

/** The filter a link asks for: `?q=`, `?specialty=`, `?online=1`. */
function filterFromSearch(search: Record<string, unknown>): AstrologerFilter {
  const text = (key: string) => (typeof search[key] === 'string' ? (search[key] as string) : '')
  return { query: text('q'), specialty: text('specialty'), onlineOnly: text('online') === '1' || text('online') === 'true' }
}

/** /astrologers: search, specialization filter, online-only toggle and the cards. */
export function AstrologersPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const { language } = useLanguage()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const [filter, setFilter] = useState<AstrologerFilter>(() => filterFromSearch(search))
  const list = useQuery(astrologerListQueryOptions(services, language))
  useLivePresence()

  // Typed text also matches the translated specialty and language names.
  const shown = useMemo(
    () => filterAstrologers(list.data ?? [], filter, (value) => `${specialtyLabel(i18n, value)} ${spokenLanguageLabel(i18n, value)}`),
    [list.data, filter, i18n],
  )
  const specialties = useMemo(() => specialtiesOf(list.data ?? []).map((s) => ({ value: s, label: specialtyLabel(i18n, s) })), [list.data, i18n])
  // A link may ask for a specialty no astrologer lists now: the select still shows what is filtered.
  const specialtyOptions =
    filter.specialty && !specialties.some((s) => s.value === filter.specialty)
      ? [...specialties, { value: filter.specialty, label: specialtyLabel(i18n, filter.specialty) }]
      : specialties
  const onlineCount = (list.data ?? []).filter((a) => a.isOnline).length
  const count = shown.length
  const filtered = filter.query !== '' || filter.specialty !== '' || filter.onlineOnly
  const freeMinutes = FREE_CHAT_MINUTES

  return (
    <>
      <PageHero
        title={i18n._(entry.title)}
        subtitle={i18n._(entry.description)}
        eyebrow={
          list.data ? (
            <Badge color="teal" variant="filled" size="lg" w="fit-content" data-testid="online-count">
              <Plural value={onlineCount} one="# astrologer online now" other="# astrologers online now" />
            </Badge>
          ) : undefined
        }
      />
      <Container py="lg">
        <Stack gap="lg">
          <Paper radius="lg" p="md" className={classes.freeBanner}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon color="saffron" radius="xl" size={38} variant="filled">
                <IconGift size={20} aria-hidden />
              </ThemeIcon>
              <Text size="sm">
                <Trans>
                  Your first consultation starts with <b>{freeMinutes} free minutes</b>. After that you pay per minute from your wallet, and
                  you can end the chat at any time.
                </Trans>
              </Text>
            </Group>
          </Paper>

          <Paper withBorder radius="lg" p="md" shadow="xs" className={classes.filters} role="search" aria-label={t`Find an astrologer`}>
            <Group gap="md" align="flex-end" wrap="wrap">
              <TextInput
                style={{ flex: '2 1 240px' }}
                label={<Trans>Search</Trans>}
                placeholder={t`Name, specialty or language`}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={filter.query}
                onChange={(e) => {
                  const query = e.currentTarget.value
                  setFilter((f) => ({ ...f, query }))
                }}
                data-testid="astrologer-search"
              />
              <NativeSelect
                style={{ flex: '1 1 200px' }}
                label={<Trans>Specialization</Trans>}
                data={[{ value: '', label: t`All specializations` }, ...specialtyOptions]}
                value={filter.specialty}
                onChange={(e) => {
                  const specialty = e.currentTarget.value
                  setFilter((f) => ({ ...f, specialty }))
                }}
                data-testid="specialty-filter"
              />
              <Switch
                size="md"
                color="teal"
                label={<Trans>Online only</Trans>}
                checked={filter.onlineOnly}
                onChange={(e) => {
                  const onlineOnly = e.currentTarget.checked
                  setFilter((f) => ({ ...f, onlineOnly }))
                }}
                mb={6}
                data-testid="online-only"
              />
            </Group>
          </Paper>

          {list.isPending && (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mih={200}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={250} radius="lg" />
              ))}
            </SimpleGrid>
          )}

          {list.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Group justify="space-between">
                <Trans>The astrologers could not be loaded.</Trans>
                <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Alert>
          )}

          {list.data && (
            <>
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="astrologer-count" data-count={count}>
                <Plural value={count} one="# astrologer" other="# astrologers" />
              </Text>
              {count === 0 ? (
                <Stack align="center" ta="center" py={48} gap="xs" data-testid="no-astrologers">
                  <ThemeIcon size={64} radius="xl" variant="light" color="cosmic">
                    <IconUserSearch size={34} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700}>
                    <Trans>No astrologer matches your search</Trans>
                  </Text>
                  <Text size="sm" c="dimmed" maw={420}>
                    <Trans>Try another name or specialty, or show offline astrologers too.</Trans>
                  </Text>
                  {filtered && (
                    <Button variant="light" color="saffron" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => setFilter(NO_FILTER)}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  )}
                </Stack>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {shown.map((astrologer) => (
                    <HydrateOnVisible key={astrologer.id}>
                      <RenderWhenNear estimatedHeight={310}>
                        <AstrologerCard astrologer={astrologer} />
                      </RenderWhenNear>
                    </HydrateOnVisible>
                  ))}
                </SimpleGrid>
              )}
            </>
          )}
          <Box h={8} />
        </Stack>
      </Container>
    </>
  )
}
