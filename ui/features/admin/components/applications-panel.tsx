import { useState } from 'react'
import { Alert, Badge, Button, Card, Group, NumberInput, SegmentedControl, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core'
import { IconUserPlus } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AstrologerApplication } from '../../../../core/domain/astrologer-application'
import { formatRupees, toPaise } from '../../../../core/wallet/money'
import { specialtyLabel, spokenLanguageLabel } from '../../../components/astrologer-labels'
import { translateValidationMessage } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { ADMIN_MESSAGES } from '../utils/admin-messages'
import { adminKeys } from '../api/keys'

function Decide({ application }: { application: AstrologerApplication }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const queryClient = useQueryClient()
  const [rate, setRate] = useState<number>(application.ratePerMinute)
  const [commission, setCommission] = useState<string | number>('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const done = () => void queryClient.invalidateQueries({ queryKey: adminKeys.applicationsAll })
  const fail = (e: unknown) => setError(e instanceof HttpError && e.serverMessage ? translateValidationMessage(i18n, e.serverMessage, ADMIN_MESSAGES) : t`That did not work. Please try again.`)
  const approve = useMutation({ mutationFn: () => admin.approveApplication(application.id, { ratePerMinute: rate, commissionPercent: commission === '' ? null : Number(commission) }), onSuccess: done, onError: fail })
  const reject = useMutation({ mutationFn: () => admin.rejectApplication(application.id, note), onSuccess: done, onError: fail })
  return (
    <Stack gap="xs" mt="sm">
      <Group align="flex-end" gap="sm">
        <NumberInput label={t`Rate (₹ a minute)`} value={rate} min={5} max={500} allowDecimal={false} onChange={(v) => setRate(Number(v))} w={150} data-testid="approve-rate" />
        <NumberInput label={t`Commission (%)`} placeholder={t`Platform's`} value={commission} min={0} max={100} decimalScale={2} onChange={setCommission} w={150} data-testid="approve-commission" />
        <Button color="teal" onClick={() => approve.mutate()} loading={approve.isPending} data-testid="approve-application">
          <Trans>Approve</Trans>
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <Textarea label={t`Note to the applicant`} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxRows={4} style={{ flex: 1 }} />
        <Button color="red" variant="light" onClick={() => reject.mutate()} loading={reject.isPending} data-testid="reject-application">
          <Trans>Reject</Trans>
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  )
}

/** Astrologers' applications: new ones to decide, and those decided. */
export function ApplicationsPanel() {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const [status, setStatus] = useState<'new' | 'approved' | 'rejected'>('new')
  const list = useQuery({ queryKey: adminKeys.applications(status), queryFn: () => admin.astrologerApplications(status) })
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-applications">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
            <IconUserPlus size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Astrologer applications</Trans>
          </Title>
        </Group>
        <SegmentedControl size="xs" value={status} onChange={(v) => setStatus(v as typeof status)} data={[{ value: 'new', label: t`New` }, { value: 'approved', label: t`Approved` }, { value: 'rejected', label: t`Rejected` }]} />
      </Group>
      {!list.data ? (
        <Skeleton h={80} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No applications here.</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {list.data.map((a) => (
            <Card key={a.id} withBorder radius="md" padding="md" data-testid="application" data-email={a.email}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={700}>{a.name}</Text>
                <Badge variant="light">{a.email}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {a.phone} · <Trans>{a.experienceYears} years</Trans> · {a.languages.map((l) => spokenLanguageLabel(i18n, l)).join(', ')} ·{' '}
                {a.specialties.map((s) => specialtyLabel(i18n, s)).join(', ')} · <Trans>{formatRupees(toPaise(a.ratePerMinute))} a minute</Trans>
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {a.bio}
              </Text>
              {a.status === 'new' ? <Decide application={a} /> : a.note && <Text size="sm" mt="xs" c="dimmed">{a.note}</Text>}
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  )
}
