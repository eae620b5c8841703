import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconSparkles, IconUser } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { OnDemandSelect } from '../../../components/on-demand-select'
import { numerologyQuerySchema } from '../../../../core/numerology/request'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../../../core/kundli/years'
import { BirthDateField } from '../../../components/birth-fields'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useSavedBirthDetails } from '../../../components/birth/saved-birth-details'
import { useFieldErrors } from '../../../components/use-field-errors'
import type { NameDate } from '../utils/numerology-search'

/**
 * Name and birth date (and, for lucky numbers, an optional moon sign): what numerology needs. Checked
 * with core's numerology schema, so the page shows the same messages the API would send.
 */
export function NameDateForm({
  initial,
  onSubmit,
  submitLabel,
  withMoonSign = false,
}: {
  initial: NameDate
  onSubmit: (value: NameDate) => void
  submitLabel: ReactNode
  withMoonSign?: boolean
}) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const [name, setName] = useState(initial.name)
  const [date, setDate] = useState(initial.date)
  const [moonSign, setMoonSign] = useState<string | null>(initial.moonSign ? String(initial.moonSign) : null)
  const { fail, clear, error } = useFieldErrors()
  const { saved } = useSavedBirthDetails()
  const [prefilled, setPrefilled] = useState(false)

  // The details saved on /birth-details fill an empty form (a link's values win), after hydration.
  useEffect(() => {
    if (!saved || initial.name || initial.date) return
    setName(saved.name)
    setDate(saved.date)
    setPrefilled(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the saved details are read
  }, [saved])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = numerologyQuerySchema.safeParse({ name, date })
    if (!parsed.success) {
      fail(parsed.error.issues)
      return
    }
    onSubmit({ name: parsed.data.name, date: parsed.data.date, moonSign: moonSign ? Number(moonSign) : null })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {prefilled ? (
          <Text size="sm" c="dimmed" data-testid="saved-birth-note">
            <Trans>Filled in from your saved birth details.</Trans>{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setName('')
                setDate('')
                setPrefilled(false)
              }}
            >
              <Trans>Enter other details</Trans>
            </Anchor>
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={<Trans>Full name</Trans>}
            description={<Trans>As you write it in English letters</Trans>}
            placeholder={t`e.g. Priya Sharma`}
            leftSection={<IconUser size={18} stroke={1.6} />}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value)
              clear('name')
            }}
            error={error('name')}
            required
            autoComplete="name"
          />
          <BirthDateField
            value={date}
            onChange={(value) => {
              setDate(value)
              clear('date')
            }}
            error={error('date')}
            min={`${KUNDLI_FIRST_YEAR}-01-01`}
            max={`${KUNDLI_LAST_YEAR}-12-31`}
          />
        </SimpleGrid>
        {withMoonSign ? (
          <OnDemandSelect
            label={<Trans>Moon sign (optional)</Trans>}
            description={<Trans>Adds the colours and day of your rashi lord</Trans>}
            placeholder={t`I don't know`}
            clearable
            value={moonSign}
            onChange={setMoonSign}
            data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: labels.sign(i + 1) }))}
          />
        ) : null}
        <Button type="submit" color="saffron" radius="xl" size="md" leftSection={<IconSparkles size={18} aria-hidden />}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
