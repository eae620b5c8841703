import { useEffect, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ActionIcon, Alert, Button, Card, Group, Select, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconCalendarOff, IconCalendarTime, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { currentZoneName, DEFAULT_BOOKING_ZONE } from '../../../lib/booking-time'
import { notify } from '../../../lib/notify'
import type { Availability } from '../../../services/booking-service'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { availabilityQueryOptions } from '../api/booking-queries'
import { bookingKeys } from '../api/keys'

/** IANA zones the browser knows; a short list where it cannot say. */
function timeZones(): string[] {
  try {
    return [...new Set(Intl.supportedValuesOf('timeZone').map(currentZoneName))]
  } catch {
    return ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London', 'America/New_York', 'UTC']
  }
}

/** Monday first, as an Indian week is written; the API's weekday numbers (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const

interface WindowRow {
  key: number
  weekday: number
  start: string
  end: string
}
interface BlockedRow {
  key: number
  from: string
  to: string
}

let nextKey = 1
const rowsOf = (a: Availability) => ({
  timezone: a.timezone || DEFAULT_BOOKING_ZONE,
  weekly: a.weekly.map((w) => ({ key: nextKey++, ...w })),
  blocked: a.blocked.map((b) => ({ key: nextKey++, ...b })),
})

/** Field errors by the API's issue path (`weekly.2.end`, `blocked.0.to`, `timezone`). */
type Errors = Record<string, string>

/** The client's own checks, in the server's words, before anything is sent. */
function localErrors(weekly: WindowRow[], blocked: BlockedRow[], messages: { time: string; order: string; range: string; date: string }): Errors {
  const errors: Errors = {}
  const hhmm = /^([01]\d|2[0-3]):(00|15|30|45)$/
  weekly.forEach((w, i) => {
    if (!hhmm.test(w.start)) errors[`weekly.${i}.start`] = messages.time
    if (!hhmm.test(w.end) && w.end !== '24:00') errors[`weekly.${i}.end`] = messages.time
    else if (hhmm.test(w.start) && w.end <= w.start) errors[`weekly.${i}.end`] = messages.order
  })
  blocked.forEach((b, i) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(b.from)) errors[`blocked.${i}.from`] = messages.date
    if (!/^\d{4}-\d{2}-\d{2}$/.test(b.to)) errors[`blocked.${i}.to`] = messages.date
    else if (b.to < b.from) errors[`blocked.${i}.to`] = messages.range
  })
  return errors
}

/**
 * The astrologer's bookable hours: weekly windows per weekday in their zone (Asia/Kolkata unless they
 * choose), whole days off, saved together; the server's field messages appear on the fields they name.
 */
export function AvailabilityEditor() {
  const { t, i18n } = useLingui()
  const services = useServices()
  const queryClient = useQueryClient()
  const availability = useQuery(availabilityQueryOptions(services))
  const [timezone, setTimezone] = useState(DEFAULT_BOOKING_ZONE)
  const [weekly, setWeekly] = useState<WindowRow[]>([])
  const [blocked, setBlocked] = useState<BlockedRow[]>([])
  const [errors, setErrors] = useState<Errors>({})
  // The saved zone is offered even when the browser's list does not name it.
  const zones = useMemo(() => [...new Set([DEFAULT_BOOKING_ZONE, timezone, ...timeZones()])], [timezone])

  useEffect(() => {
    if (!availability.data) return
    const rows = rowsOf(availability.data)
    setTimezone(rows.timezone)
    setWeekly(rows.weekly)
    setBlocked(rows.blocked)
  }, [availability.data])

  const dayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' })
    // 2026-11-01 was a Sunday: day n of that week is weekday n.
    return WEEK.map((weekday) => ({ weekday, name: format.format(new Date(Date.UTC(2026, 10, 1 + weekday))) }))
  }, [i18n.locale])

  const save = useMutation({
    mutationFn: (body: Availability) => services.bookings.saveAvailability(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.availability, saved)
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsAll })
      setErrors({})
      notify({ variant: 'success', title: t`Availability saved`, message: t`Customers can book the new times right away.` })
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400 && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])))
      }
      notify({ variant: 'destructive', title: t`The availability could not be saved`, message: t`Please check the highlighted fields.` })
    },
  })

  function submit() {
    const local = localErrors(weekly, blocked, {
      time: t`Use HH:MM in 15-minute steps`,
      order: t`End must be after start`,
      range: t`Blocked range ends before it starts`,
      date: t`Choose a date`,
    })
    setErrors(local)
    if (Object.keys(local).length > 0) return
    save.mutate({
      timezone,
      weekly: weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
      blocked: blocked.map(({ from, to }) => ({ from, to })),
    })
  }

  const setWindow = (key: number, patch: Partial<WindowRow>) => setWeekly((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const setRange = (key: number, patch: Partial<BlockedRow>) => setBlocked((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))

  if (availability.isPending) return <Skeleton h={420} radius="lg" />
  if (availability.isError)
    return (
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Trans>Your availability could not be loaded.</Trans>
      </Alert>
    )

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      aria-label={t`Your availability for bookings`}
      data-testid="availability-form"
    >
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
              <IconCalendarTime size={20} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              <Trans>Availability for bookings</Trans>
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Customers book 15 to 60 minutes inside these hours. Times are in your time zone.</Trans>
          </Text>
          <Select
            label={<Trans>Your time zone</Trans>}
            data={zones}
            value={timezone}
            onChange={(v) => setTimezone(v ?? DEFAULT_BOOKING_ZONE)}
            searchable
            allowDeselect={false}
            maw={360}
            error={errors.timezone}
            data-testid="availability-timezone"
          />
          <Stack gap={0}>
            {dayNames.map(({ weekday, name }) => {
              const rows = weekly.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday)
              return (
                <Group key={weekday} align="flex-start" gap="sm" py="xs" wrap="wrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="availability-day" data-weekday={weekday}>
                  <Text fw={600} w={110} pt={6}>
                    {name}
                  </Text>
                  <Stack gap={6} style={{ flex: '1 1 220px' }}>
                    {rows.length === 0 && (
                      <Text size="sm" c="dimmed" pt={6}>
                        <Trans>Not available</Trans>
                      </Text>
                    )}
                    {rows.map(({ row, index }) => (
                      <Group key={row.key} gap={6} wrap="nowrap" align="flex-start" data-testid="availability-window">
                        <TextInput
                          type="time"
                          step={900}
                          aria-label={t`${name} from`}
                          value={row.start}
                          onChange={(e) => setWindow(row.key, { start: e.currentTarget.value })}
                          error={errors[`weekly.${index}.start`] ?? errors[`weekly.${index}`]}
                          w={130}
                          data-testid="window-start"
                        />
                        <Text pt={6} aria-hidden>
                          –
                        </Text>
                        <TextInput
                          type="time"
                          step={900}
                          aria-label={t`${name} until`}
                          value={row.end}
                          onChange={(e) => setWindow(row.key, { end: e.currentTarget.value })}
                          error={errors[`weekly.${index}.end`]}
                          w={130}
                          data-testid="window-end"
                        />
                        <ActionIcon variant="subtle" color="red" size="lg" mt={2} aria-label={t`Remove these hours`} onClick={() => setWeekly((all) => all.filter((r) => r.key !== row.key))}>
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                  </Stack>
                  <Button
                    variant="subtle"
                    color="cosmic"
                    size="xs"
                    mt={4}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setWeekly((all) => [...all, { key: nextKey++, weekday, start: '18:00', end: '21:00' }])}
                    aria-label={t`Add hours on ${name}`}
                    data-testid="add-window"
                  >
                    <Trans>Add hours</Trans>
                  </Button>
                </Group>
              )
            })}
          </Stack>
          <Group gap="xs" mt="sm">
            <IconCalendarOff size={18} aria-hidden />
            <Text fw={700}>
              <Trans>Days off</Trans>
            </Text>
          </Group>
          {blocked.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No days off planned.</Trans>
            </Text>
          )}
          {blocked.map((range, index) => (
            <Group key={range.key} gap={6} wrap="nowrap" align="flex-start" data-testid="blocked-range">
              <TextInput type="date" label={<Trans>From</Trans>} value={range.from} onChange={(e) => setRange(range.key, { from: e.currentTarget.value })} error={errors[`blocked.${index}.from`]} w={170} data-testid="blocked-from" />
              <TextInput type="date" label={<Trans>To</Trans>} value={range.to} onChange={(e) => setRange(range.key, { to: e.currentTarget.value })} error={errors[`blocked.${index}.to`]} w={170} data-testid="blocked-to" />
              <ActionIcon variant="subtle" color="red" size="lg" mt={26} aria-label={t`Remove these days off`} onClick={() => setBlocked((all) => all.filter((r) => r.key !== range.key))}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" wrap="wrap">
            <Button variant="light" color="cosmic" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setBlocked((all) => [...all, { key: nextKey++, from: '', to: '' }])} data-testid="add-blocked">
              <Trans>Add days off</Trans>
            </Button>
            <Button type="submit" radius="xl" color="saffron" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />} data-testid="availability-save">
              <Trans>Save availability</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  )
}
