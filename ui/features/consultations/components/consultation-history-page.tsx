import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Alert, Badge, Box, Button, Card, Container, Group, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconAlertCircle, IconArrowRight, IconMessageCircle, IconMessages } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ConsultationView } from '../../../../core/domain/consultation'
import { formatDate, formatDuration, formatTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { chatMinutes, CONSULTATION_TYPE_LABELS, CONSULTATION_STATUS_COLORS, CONSULTATION_STATUS_LABELS, REFUND_STATUS_COLORS, REFUND_STATUS_LABELS } from '../../../components/consultation-labels'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { StarRating } from '../../../components/star-rating'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { useServices } from '../../../services/services-context'
import { consultationListQueryOptions } from '../api/consultation-queries'
import { groupConsultations, type HistoryFilter } from '../utils/history'

function ConsultationRow({ consultation, asAstrologer }: { consultation: ConsultationView; asAstrologer: boolean }) {
  const { i18n } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const other = asAstrologer ? { name: consultation.customer.name, image: null } : { name: consultation.astrologer.name, image: consultation.astrologer.image }
  const open = consultation.status === 'active' || consultation.status === 'requested'
  const minutes = chatMinutes(consultation.elapsedSeconds)
  const charged = formatRupees(consultation.chargedPaise, { decimals: 2 })
  const refunded = formatRupees(consultation.refundedPaise, { decimals: 2 })
  return (
    <Card withBorder radius="lg" padding="md" data-testid="consultation-row" data-consultation-id={consultation.id} data-status={consultation.status} data-charged={consultation.chargedPaise}>
      <Group wrap="nowrap" gap="md" align="center">
        <AstrologerAvatar name={other.name} image={other.image} size={52} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} truncate>
              {other.name}
            </Text>
            <Badge size="sm" variant="outline" color={consultation.type === 'call' ? 'cosmic' : 'gray'} data-testid="consultation-type">
              {i18n._(CONSULTATION_TYPE_LABELS[consultation.type])}
            </Badge>
            <Badge size="sm" variant="light" color={CONSULTATION_STATUS_COLORS[consultation.status]}>
              {i18n._(CONSULTATION_STATUS_LABELS[consultation.status])}
            </Badge>
            {consultation.refund && (
              <Badge size="sm" variant="outline" color={REFUND_STATUS_COLORS[consultation.refund.status]}>
                {i18n._(REFUND_STATUS_LABELS[consultation.refund.status])}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(consultation.requestedAt, locale)} · {formatTime(new Date(consultation.requestedAt), locale)}
          </Text>
          <Group gap="md" mt={4} wrap="wrap">
            {consultation.acceptedAt && (
              <Text size="sm">
                {minutes < 60 ? <Plural value={minutes} one="# minute" other="# minutes" /> : formatDuration(minutes)}
              </Text>
            )}
            {consultation.acceptedAt && (
              <Text size="sm" fw={700} c="saffron">
                {charged}
                {consultation.refundedPaise > 0 && (
                  <Text span size="xs" c="teal" fw={500} ml={6}>
                    <Trans>({refunded} refunded)</Trans>
                  </Text>
                )}
              </Text>
            )}
            {consultation.review && <StarRating value={consultation.review.rating} size="xs" />}
          </Group>
        </Box>
        <Button
          component={LocalLink}
          to={`/${consultation.type === 'call' ? 'call' : 'chat'}/${consultation.id}`}
          variant={open ? 'filled' : 'light'}
          color={open ? 'saffron' : 'cosmic'}
          radius="xl"
          size="sm"
          rightSection={<IconArrowRight size={14} aria-hidden />}
          data-testid="open-consultation"
        >
          {open ? <Trans>Open</Trans> : consultation.acceptedAt ? <Trans>Transcript</Trans> : <Trans>Details</Trans>}
        </Button>
      </Group>
    </Card>
  )
}

/** /consultations, /dashboard/chat and /dashboard/bookings: the caller's consultations with status, duration and amount. */
export function ConsultationHistoryPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const { user } = useAuth()
  const asAstrologer = user?.role === 'astrologer'
  const list = useQuery(consultationListQueryOptions(services, { limit: 100 }))
  const [filter, setFilter] = useState<HistoryFilter>('all')
  const groups = groupConsultations(list.data ?? [], filter)
  const total = list.data?.length ?? 0
  const spent = formatRupees(
    (list.data ?? []).reduce((sum, c) => sum + c.chargedPaise - c.refundedPaise, 0),
    { decimals: 2 },
  )

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" size="lg">
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              value={filter}
              onChange={(value) => setFilter(value as HistoryFilter)}
              data={[
                { value: 'all', label: t`All` },
                { value: 'open', label: t`Open` },
                { value: 'ended', label: t`Completed` },
                { value: 'unanswered', label: t`Not started` },
              ]}
              radius="xl"
              data-testid="history-filter"
            />
            {list.data && total > 0 && (
              <Text size="sm" c="dimmed">
                <Plural value={total} one="# consultation" other="# consultations" />
                {' · '}
                {asAstrologer ? <Trans>billed {spent}</Trans> : <Trans>spent {spent}</Trans>}
              </Text>
            )}
          </Group>

          {list.isPending && (
            <Stack mih={200}>
              <Skeleton h={84} radius="lg" />
              <Skeleton h={84} radius="lg" />
              <Skeleton h={84} radius="lg" />
            </Stack>
          )}
          {list.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Group justify="space-between">
                <Trans>Your consultations could not be loaded.</Trans>
                <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Alert>
          )}
          {list.data && groups.length === 0 && (
            <Stack align="center" ta="center" py={48} gap="xs" data-testid="no-consultations">
              <ThemeIcon size={64} radius="xl" variant="light" color="saffron">
                <IconMessages size={34} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>{total === 0 ? <Trans>No consultations yet</Trans> : <Trans>Nothing here</Trans>}</Text>
              {total === 0 && !asAstrologer && (
                <>
                  <Text size="sm" c="dimmed" maw={420}>
                    <Trans>Chat with an expert astrologer; your first consultation starts with 5 free minutes.</Trans>
                  </Text>
                  <Button component={LocalLink} to="/astrologers" color="saffron" radius="xl" leftSection={<IconMessageCircle size={16} aria-hidden />}>
                    <Trans>Talk to an astrologer</Trans>
                  </Button>
                </>
              )}
            </Stack>
          )}
          {groups.map((consultation) => (
            <ConsultationRow key={consultation.id} consultation={consultation} asAstrologer={asAstrologer} />
          ))}
        </Stack>
      </Container>
    </>
  )
}
