import { Card, NumberInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BookingPolicy } from '../../../../core/domain/booking'

/** The booked appointments' policies on /admin/settings (docs/bookings.md): cancelling, joining, no-shows, reminders. */
export function BookingPolicyCard({ policy, errors, onChange }: { policy: BookingPolicy; errors: Record<string, string>; onChange: (policy: BookingPolicy) => void }) {
  const { t } = useLingui()
  const whole = (key: Exclude<keyof BookingPolicy, 'reminderMinutes'>, label: string, min: number, max: number) => (
    <NumberInput
      label={label}
      value={policy[key]}
      min={min}
      max={max}
      allowDecimal={false}
      onChange={(v) => onChange({ ...policy, [key]: Number(v) })}
      error={errors[`bookings.${key}`]}
      data-testid={`booking-${key}`}
    />
  )
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="booking-policy-settings">
      <Title order={2} size="h4" mb={4}>
        <Trans>Booked consultations</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>The price of a booking is held from the customer's wallet when they book. These rules decide what is paid to the astrologer and what goes back; an astrologer who cancels always gives the whole price back.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {whole('freeCancelHours', t`Free cancellation until (hours before the start)`, 0, 168)}
        {whole('lateCancelChargePercent', t`A later cancellation costs (% of the price)`, 0, 100)}
        {whole('joinWindowMinutes', t`Joining opens (minutes before the start)`, 0, 60)}
        {whole('astrologerNoShowMinutes', t`An astrologer not joined after (minutes) is a no-show: everything back`, 1, 60)}
        {whole('customerNoShowChargePercent', t`A customer who never joins pays (% of the price)`, 0, 100)}
        {whole('bookingLeadMinutes', t`The earliest booking (minutes from now)`, 0, 1440)}
        <TextInput
          label={t`Reminders (minutes before the start, separated by commas)`}
          value={policy.reminderMinutes.join(', ')}
          onChange={(e) =>
            onChange({
              ...policy,
              reminderMinutes: e.currentTarget.value
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean)
                .map(Number),
            })
          }
          error={errors['bookings.reminderMinutes'] ?? Object.entries(errors).find(([k]) => k.startsWith('bookings.reminderMinutes.'))?.[1]}
          data-testid="booking-reminderMinutes"
        />
      </SimpleGrid>
    </Card>
  )
}
