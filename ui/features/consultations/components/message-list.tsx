import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core'
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconRefresh, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChatMessage, ParticipantRole } from '../../../../core/domain/consultation'
import { formatDate, formatTime } from '../../../../core/shared/formatting'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useLanguage } from '../../../i18n/language'
import { receiptOf, type PendingMessage, type Receipt } from '../utils/chat-state'
import classes from './chat.module.css'

/** The sender's tick: clock (on its way), ✓ sent, ✓✓ delivered, blue ✓✓ read, ! refused. */
function ReceiptTick({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui()
  const labels: Record<Receipt, string> = { pending: t`Sending`, failed: t`Not sent`, sent: t`Sent`, delivered: t`Delivered`, read: t`Read` }
  const Icon = receipt === 'pending' ? IconClock : receipt === 'failed' ? IconAlertCircle : receipt === 'sent' ? IconCheck : IconChecks
  return (
    <span className={receipt === 'read' ? classes.tickRead : undefined} role="img" aria-label={labels[receipt]} data-receipt={receipt} style={{ display: 'inline-flex' }}>
      <Icon size={14} color={receipt === 'failed' ? 'var(--mantine-color-red-6)' : undefined} />
    </span>
  )
}

function dayKey(iso: string): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}

/** Near the bottom (or content shorter than the box): new messages keep the view pinned down. */
function nearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < 120
}

/**
 * The conversation: confirmed messages by seq with day separators, then the ones still on their way,
 * then "… is typing". Keeps itself scrolled to the newest message unless the reader scrolled up.
 */
export function MessageList({
  messages,
  pending,
  me,
  otherName,
  otherTyping,
  onRetry,
  onDiscard,
  emptyHint,
}: {
  messages: readonly ChatMessage[]
  pending: readonly PendingMessage[]
  me: ParticipantRole
  otherName: string
  otherTyping: boolean
  onRetry?: (clientId: string) => void
  onDiscard?: (clientId: string) => void
  emptyHint?: ReactNode
}) {
  const { t } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const box = useRef<HTMLDivElement>(null)
  const pinned = useRef(true)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const onScroll = () => {
      pinned.current = nearBottom(element)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  const count = messages.length + pending.length
  useLayoutEffect(() => {
    const element = box.current
    if (element && pinned.current) element.scrollTop = element.scrollHeight
  }, [count, otherTyping])

  let previousDay = ''
  return (
    <div ref={box} className={classes.messages} role="log" aria-live="polite" aria-label={t`Messages`} data-testid="chat-messages">
      {count === 0 && emptyHint && (
        <Text c="dimmed" ta="center" size="sm" mt="xl">
          {emptyHint}
        </Text>
      )}
      {messages.map((message) => {
        const mine = message.from === me
        const day = dayKey(message.sentAt)
        const divider = day !== previousDay
        previousDay = day
        return (
          <Fragment key={message.id}>
            {divider && (
              <div className={classes.dayDivider}>
                <span className={classes.dayLabel}>{formatDate(message.sentAt, locale)}</span>
              </div>
            )}
            <div className={`${classes.row} ${mine ? classes.mine : ''}`} data-testid="chat-message" data-from={message.from} data-seq={message.seq} data-mine={mine}>
              <div className={mine ? classes.bubbleMine : classes.bubbleTheirs}>
                <Text size="sm" component="div" data-testid="chat-message-text">
                  {message.text}
                </Text>
                <div className={classes.meta}>
                  <time dateTime={message.sentAt}>{formatTime(new Date(message.sentAt), locale)}</time>
                  {mine && <ReceiptTick receipt={receiptOf(message)} />}
                </div>
              </div>
            </div>
          </Fragment>
        )
      })}
      {pending.map((message) => (
        <div key={message.clientId} className={`${classes.row} ${classes.mine}`} data-testid="chat-message" data-from={me} data-pending="true" data-mine="true">
          <div className={`${classes.bubbleMine} ${message.error ? classes.bubbleFailed : ''}`}>
            <Text size="sm" component="div" data-testid="chat-message-text">
              {message.text}
            </Text>
            <div className={classes.meta}>
              {message.error ? (
                <Group gap={2} wrap="nowrap">
                  <Text size="xs" c="red.7">
                    <Trans>Not sent</Trans>
                  </Text>
                  {onRetry && (
                    <Tooltip label={<Trans>Send again</Trans>}>
                      <ActionIcon size="xs" variant="subtle" color="red" onClick={() => onRetry(message.clientId)} aria-label={t`Send again`}>
                        <IconRefresh size={12} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {onDiscard && (
                    <Tooltip label={<Trans>Delete</Trans>}>
                      <ActionIcon size="xs" variant="subtle" color="gray" onClick={() => onDiscard(message.clientId)} aria-label={t`Delete`}>
                        <IconTrash size={12} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ) : null}
              <ReceiptTick receipt={message.error ? 'failed' : 'pending'} />
            </div>
          </div>
        </div>
      ))}
      {otherTyping && (
        <div className={classes.row} data-testid="typing-indicator">
          <span className={classes.typing} aria-label={t`${otherName} is typing`}>
            <span className={classes.dot} />
            <span className={classes.dot} />
            <span className={classes.dot} />
            <Text span size="xs" c="dimmed" ml={4}>
              <Trans>{otherName} is typing…</Trans>
            </Text>
          </span>
        </div>
      )}
    </div>
  )
}
