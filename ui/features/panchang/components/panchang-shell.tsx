import { useEffect, useRef, type ReactNode } from 'react'
import { Alert, Badge, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { stripLanguagePrefix } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { HttpError } from '../../../services/http'
import type { PanchangSearchState } from '../hooks/use-panchang-search'
import classes from './panchang.module.css'
import tabClasses from '../../../components/route-tabs.module.css'

/** The pages of the panchang family, in the order of the section tabs. */
const SECTION_PAGES: ReadonlyArray<{ path: string; label: MessageDescriptor; carries: 'day' | 'month' | 'place' }> = [
  { path: '/panchang', label: msg`Daily Panchang`, carries: 'day' },
  { path: '/panchang/month', label: msg`Month Calendar`, carries: 'month' },
  { path: '/choghadiya', label: msg`Choghadiya`, carries: 'day' },
  { path: '/rahu-kaal', label: msg`Rahu Kaal`, carries: 'day' },
  { path: '/hora-timings', label: msg`Hora`, carries: 'day' },
  { path: '/abhijit-muhurat', label: msg`Abhijit Muhurat`, carries: 'day' },
  { path: '/brahma-muhurat', label: msg`Brahma Muhurat`, carries: 'day' },
  { path: '/shubh-muhurat', label: msg`Shubh Muhurat`, carries: 'place' },
  { path: '/hindu-festivals', label: msg`Festivals`, carries: 'place' },
]

/** Tabs across the panchang pages; each link keeps the place and sunrise convention (and the date between day pages). */
function PanchangSectionNav({ search }: { search: PanchangSearchState }) {
  const { i18n, t } = useLingui()
  const { localize } = useLanguage()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const here = stripLanguagePrefix(pathname)
  const current = SECTION_PAGES.find((p) => p.path === here)?.carries ?? 'place'
  const navRef = useRef<HTMLElement>(null)
  // On narrow screens the tabs scroll sideways: bring the current one into view (without moving the page).
  useEffect(() => {
    const nav = navRef.current
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (nav && active && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = active.offsetLeft - nav.clientWidth / 2 + active.clientWidth / 2
  }, [here])
  return (
    <nav ref={navRef} className={`${tabClasses.tabs} ${classes.sectionNav} ${classes.noPrint}`} aria-label={t`Panchang pages`} data-testid="panchang-nav">
      {SECTION_PAGES.map((page) => {
        const active = page.path === here || (page.path === '/shubh-muhurat' && here.startsWith('/shubh-muhurat/')) || (page.path === '/hindu-festivals' && /festivals/.test(here))
        const extra = page.carries === 'day' && current === 'day' ? { date: search.date } : page.carries === 'month' && current === 'month' ? { month: search.month } : {}
        return (
          <Link
            key={page.path}
            to={localize(page.path)}
            search={Object.fromEntries(new URLSearchParams(search.carry(extra)))}
            activeOptions={{ exact: true, includeSearch: false }}
            className={`${tabClasses.tab} ${classes.sectionTab}`}
            aria-current={active ? 'page' : undefined}
          >
            {i18n._(page.label)}
          </Link>
        )
      })}
    </nav>
  )
}

/** The hero, the section tabs and the page's content. */
export function PanchangLayout({ entry, title, subtitle, search, children }: { entry: RouteEntry; title?: ReactNode; subtitle?: ReactNode; search: PanchangSearchState; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <>
      <div className={classes.noPrint}>
        <PageHero
          title={title ?? i18n._(entry.title)}
          subtitle={subtitle ?? i18n._(entry.description)}
          eyebrow={
            <Badge variant="white" color="cosmic" size="lg" w="fit-content" leftSection={<IconMapPin size={14} aria-hidden />} data-testid="hero-place">
              {search.effectivePlace.name}
            </Badge>
          }
        />
      </div>
      <Container py="xl">
        <PanchangSectionNav search={search} />
        <Stack gap="lg">{children}</Stack>
      </Container>
    </>
  )
}

/** A failed panchang call: the server's message (a 400 names the bad field), or a general one. */
export function PanchangError({ error }: { error: unknown }) {
  const message = error instanceof HttpError ? (error.issues[0]?.message ?? error.serverMessage) : undefined
  return (
    <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={18} />} title={<Trans>The panchang could not be calculated</Trans>} data-testid="panchang-error">
      {message ? <Text size="sm">{message}</Text> : <Trans>Please check the date and place, or try again in a moment.</Trans>}
    </Alert>
  )
}

/** Placeholder cards while the answer loads. */
export function PanchangSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="panchang-loading">
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton h={18} w="40%" mb="md" radius="xl" />
          <Stack gap={10}>
            <Skeleton h={12} radius="xl" />
            <Skeleton h={12} radius="xl" />
            <Skeleton h={12} w="70%" radius="xl" />
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}

/** A labelled fact (label above, value below) in the saffron-ruled style of the kundli summary. */
export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <Text className={classes.factLabel}>{label}</Text>
      <Text fw={600} size="sm">
        {children}
      </Text>
    </div>
  )
}

/** A section card with a title and an optional right-hand element. */
export function SectionCard({ title, aside, children, testId, className, id }: { title: ReactNode; aside?: ReactNode; children: ReactNode; testId?: string; className?: string; id?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" data-testid={testId} className={className} id={id}>
      <Group justify="space-between" align="center" mb="md" gap="xs" wrap="wrap">
        <Text component="h2" fw={700} fz="lg" ff="heading" m={0}>
          {title}
        </Text>
        {aside}
      </Group>
      {children}
    </Card>
  )
}
