import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Alert, Badge, Box, Button, Card, Group, Modal, NumberInput, SegmentedControl, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconReceiptRefund, IconRefresh } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import { CONSULTATION_TYPE_LABELS, REFUND_STATUS_COLORS, REFUND_STATUS_LABELS } from '../../../components/consultation-labels'
import { LocalLink } from '../../../components/local-link'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import type { RefundRequestItem } from '../../../services/paid-service-types'
import { useServices } from '../../../services/services-context'
import { useDecideRefund } from '../api/decide-refund'
import { refundRequestsQueryOptions, type RefundQueueFilter } from '../api/get-refund-requests'

function DecisionModal({ item, decision, onClose }: { item: RefundRequestItem; decision: 'grant' | 'deny'; onClose: () => void }) {
  const { t } = useLingui()
  const decide = useDecideRefund()
  const [minutes, setMinutes] = useState<number | string>('')
  const [note, setNote] = useState('')
  const [touched, setTouched] = useState(false)
  const billed = item.billedMinutes
  const rate = item.ratePaise
  const count = minutes === '' ? billed : Number(minutes)
  const amount = formatRupees(Math.min(count, billed) * rate, { decimals: 2 })
  const noteInvalid = decision === 'deny' && touched && (note.trim().length < 3 || note.trim().length > 500)
  const minutesInvalid = minutes !== '' && (!Number.isInteger(Number(minutes)) || Number(minutes) < 1 || Number(minutes) > billed)
  const submit = () => {
    setTouched(true)
    if (noteInvalid || minutesInvalid || (decision === 'deny' && note.trim().length < 3)) return
    const input = decision === 'grant' ? { id: item.id, decision, minutes: minutes === '' ? undefined : Number(minutes), note: note.trim() } : { id: item.id, decision, note: note.trim() }
    decide.mutate(input, {
      onSuccess: () => {
        notify({ variant: 'success', title: decision === 'grant' ? t`Refund granted` : t`Refund denied`, message: t`The customer sees the decision on the chat page.` })
        onClose()
      },
      onError: (error) =>
        notify({ variant: 'destructive', title: t`The decision could not be saved`, message: error instanceof HttpError && error.serverMessage ? error.serverMessage : t`Please try again.` }),
    })
  }
  return (
    <Modal opened onClose={onClose} centered radius="lg" title={decision === 'grant' ? <Trans>Grant the refund</Trans> : <Trans>Deny the refund</Trans>}>
      <Stack gap="sm">
        {decision === 'grant' && (
          <NumberInput
            label={<Trans>Paid minutes to refund</Trans>}
            description={<Trans>The last minutes of the chat; leave empty to refund all {billed}.</Trans>}
            min={1}
            max={billed}
            allowDecimal={false}
            allowNegative={false}
            value={minutes}
            onChange={setMinutes}
            error={minutesInvalid ? t`From 1 to ${billed}` : undefined}
            data-testid="refund-minutes"
          />
        )}
        <Textarea
          label={decision === 'grant' ? <Trans>Note to the customer (optional)</Trans> : <Trans>Reason for the customer</Trans>}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={noteInvalid ? t`Give the customer a reason of 3 to 500 characters` : undefined}
          data-testid="refund-note"
        />
        {decision === 'grant' && (
          <Text size="sm">
            <Trans>
              The customer gets back <b>{amount}</b>.
            </Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color={decision === 'grant' ? 'teal' : 'red'} loading={decide.isPending} onClick={submit} data-testid="refund-decide">
            {decision === 'grant' ? <Trans>Grant</Trans> : <Trans>Deny</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function RefundItem({ item, onDecide, onAdjust }: { item: RefundRequestItem; onDecide: (decision: 'grant' | 'deny') => void; onAdjust: (userId: string) => void }) {
  const { i18n } = useLingui()
  const charged = formatRupees(item.chargedPaise, { decimals: 2 })
  const refunded = formatRupees(item.refundedPaise, { decimals: 2 })
  const billed = item.billedMinutes
  const customer = item.customer.name
  const astrologer = item.astrologer.name
  return (
    <Card withBorder radius="md" padding="md" data-testid="refund-request" data-consultation-id={item.id} data-status={item.refund.status}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Box style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Group gap="xs">
            <Text fw={700}>
              <Trans>
                {customer} with {astrologer}
              </Trans>
            </Text>
            <Badge size="sm" variant="outline" color={item.type === 'call' ? 'cosmic' : 'gray'} data-testid="consultation-type">
              {i18n._(CONSULTATION_TYPE_LABELS[item.type])}
            </Badge>
            <Badge size="sm" variant="light" color={REFUND_STATUS_COLORS[item.refund.status]}>
              {i18n._(REFUND_STATUS_LABELS[item.refund.status])}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.refund.requestedAt, i18n.locale)} ·{' '}
            <Trans>
              charged {charged} for <Plural value={billed} one="# paid minute" other="# paid minutes" />
            </Trans>
            {item.refundedPaise > 0 && (
              <>
                {' · '}
                <Trans>refunded {refunded}</Trans>
              </>
            )}
          </Text>
          <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
            “{item.refund.reason}”
          </Text>
          {item.refund.note && (
            <Text size="xs" c="dimmed" mt={4}>
              <Trans>Note: {item.refund.note}</Trans>
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <Button component={LocalLink} to={`/chat/${item.id}`} size="xs" variant="subtle" color="cosmic">
            <Trans>Transcript</Trans>
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={() => onAdjust(item.customer.id)}>
            <Trans>Adjust wallet</Trans>
          </Button>
          {item.refund.status === 'requested' && (
            <>
              <Button size="xs" variant="light" color="red" onClick={() => onDecide('deny')} data-testid="refund-deny">
                <Trans>Deny</Trans>
              </Button>
              <Button size="xs" color="teal" onClick={() => onDecide('grant')} data-testid="refund-grant">
                <Trans>Grant</Trans>
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Card>
  )
}

/** The admin's refund queue: customers' refund requests after paid chats, to grant (all or the last N minutes) or deny. */
export function RefundRequestsPanel({ onAdjust }: { onAdjust: (userId: string) => void }) {
  const { t } = useLingui()
  const services = useServices()
  const [filter, setFilter] = useState<RefundQueueFilter>('requested')
  const queue = useQuery(refundRequestsQueryOptions(services, filter))
  const [deciding, setDeciding] = useState<{ item: RefundRequestItem; decision: 'grant' | 'deny' } | null>(null)
  const count = queue.data?.length ?? 0
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-refunds">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="orange" radius="md" size="lg">
            <IconReceiptRefund size={20} aria-hidden />
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <Trans>Refund requests</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Customers who asked for their chat charges back.</Trans>
            </Text>
          </Box>
        </Group>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => setFilter(v as RefundQueueFilter)}
            data={[
              { value: 'requested', label: t`Pending` },
              { value: 'all', label: t`All` },
            ]}
          />
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void queue.refetch()} loading={queue.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Group>
      {queue.isPending && <Skeleton h={90} />}
      {queue.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Trans>The refund requests could not be loaded.</Trans>
        </Alert>
      )}
      {queue.data && count === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {filter === 'requested' ? <Trans>No pending refund requests.</Trans> : <Trans>No refund requests yet.</Trans>}
        </Text>
      )}
      <Stack gap="sm">
        {queue.data?.map((item) => (
          <RefundItem key={item.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} onAdjust={onAdjust} />
        ))}
      </Stack>
      {deciding && <DecisionModal item={deciding.item} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </Card>
  )
}
