import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconClock, IconSparkles, IconWorld } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { OnDemandSelect } from '../on-demand-select'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../../core/kundli/years'
import { parseUtcOffset } from '../../../core/shared/utc-offset'
import { BirthDateField, BirthTimeField, GenderField, NameField } from '../birth-fields'
import { loadBirthFormSchemas } from './birth-form-schemas'
import { PlacePicker } from '../place-picker'
import { useBirthForm, type BirthFormValues } from './use-birth-form'
import { useServices } from '../../services/services-context'
import type { BirthDetails } from './birth-search'
import { useSavedBirthDetails } from './saved-birth-details'

/** IANA zones the browser knows, for the optional time-zone field. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London', 'America/New_York', 'UTC']
  }
}

/** The form's fields from saved or linked details. */
function formValues(details: BirthDetails): BirthFormValues {
  return {
    name: details.name,
    gender: details.gender,
    birthDate: details.date,
    birthTime: details.time.slice(0, 5),
    place: { text: details.location, latitude: details.latitude, longitude: details.longitude },
  }
}

interface BirthDetailsFormProps {
  /** Values to start from (the query string of a shared link, or empty). */
  initial: BirthDetails
  /** Called with valid details that carry coordinates. */
  onSubmit: (details: BirthDetails) => void
  submitLabel?: ReactNode
  /** Accessible name of the form. */
  label: string
  /** Two columns on wide screens (the stand-alone form) or one (a side panel). */
  layout?: 'wide' | 'narrow'
  /** Offer the details saved on /birth-details when `initial` has none (default true). */
  useSaved?: boolean
}

/**
 * The kundli form: name, gender, birth date, birth time and birth place (the place picker,
 * with manual coordinates), plus an optional time zone. Validated with core's kundliFormSchema; the
 * place must carry coordinates, otherwise the 'Location Required' notice.
 */
export function BirthDetailsForm({ initial, onSubmit, submitLabel, label, layout = 'wide', useSaved = true }: BirthDetailsFormProps) {
  const { t } = useLingui()
  const { content } = useServices()
  const form = useBirthForm(formValues(initial))
  const [tz, setTz] = useState<string | null>(initial.tz || null)
  const [offset, setOffset] = useState(initial.offset)
  const zones = useMemo(timeZones, [])
  const { saved } = useSavedBirthDetails()
  const [prefilled, setPrefilled] = useState(false)

  // Spec: birth details entered once on /birth-details are offered by every tool. Only into an empty
  // form (a link's details win), and only after hydration (the server cannot see this browser's store).
  useEffect(() => {
    if (!useSaved || !saved || initial.date) return
    fill(saved)
    setPrefilled(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the saved details are read
  }, [saved, useSaved])

  function fill(details: BirthDetails) {
    form.setValues(formValues(details))
    setTz(details.tz || null)
    setOffset(details.offset)
  }

  const clearForm = () => {
    fill({ ...initial, name: '', gender: '', date: '', time: '', location: '', latitude: null, longitude: null, tz: '', offset: '' })
    setPrefilled(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { kundliFormSchema } = await loadBirthFormSchemas()
    const parsed = kundliFormSchema.safeParse(form.input)
    if (parsed.success && offset.trim() && parseUtcOffset(offset) === null) {
      form.errors.setErrors({ offset: 'offset' })
      return
    }
    const birth = form.check(parsed)
    if (!birth) return
    onSubmit({
      name: birth.name,
      date: birth.birthDate,
      time: birth.birthTime,
      location: birth.birthPlace,
      gender: birth.gender,
      latitude: form.values.place.latitude,
      longitude: form.values.place.longitude,
      tz: tz ?? '',
      offset: offset.trim(),
      disambiguation: null,
    })
  }

  const wide = layout === 'wide'
  return (
    <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={label}>
      <Stack gap="sm">
        {prefilled && (
          <Text size="sm" c="dimmed" data-testid="saved-birth-note">
            <Trans>Filled in from your saved birth details.</Trans>{' '}
            <Anchor component="button" type="button" size="sm" onClick={clearForm}>
              <Trans>Enter other details</Trans>
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: wide ? 2 : 1 }} spacing="sm">
          <NameField placeholder={t`Enter your name`} {...form.field('name')} />
          <GenderField gap={8} {...form.field('gender')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <BirthDateField min={`${KUNDLI_FIRST_YEAR}-01-01`} max={`${KUNDLI_LAST_YEAR}-12-31`} {...form.field('birthDate')} />
          <BirthTimeField {...form.field('birthTime')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: wide ? 2 : 1 }} spacing="sm">
          <PlacePicker label={<Trans>Birth place</Trans>} {...form.place} search={(query) => content.searchLocations(query)} required />
          <OnDemandSelect
            label={<Trans>Time zone (optional)</Trans>}
            description={<Trans>Leave empty to find it from the place, historical clocks included.</Trans>}
            placeholder={t`Automatic`}
            leftSection={<IconWorld size={18} stroke={1.6} />}
            data={zones}
            value={tz}
            onChange={setTz}
            searchable
            clearable
            limit={50}
            nothingFoundMessage={t`No matching time zone`}
            comboboxProps={{ zIndex: 400 }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label={<Trans>UTC offset (optional)</Trans>}
            description={<Trans>Only if you know the clock used at the birth, e.g. +04:51 for old Bombay Time. It wins over the time zone.</Trans>}
            placeholder="+05:30"
            leftSection={<IconClock size={18} stroke={1.6} />}
            value={offset}
            onChange={(e) => {
              setOffset(e.currentTarget.value)
              form.errors.clear('offset')
            }}
            error={form.errors.errors.offset ? t`Write the offset as +HH:MM, e.g. +05:30` : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </SimpleGrid>
        <Button
          type="submit"
          size="md"
          radius="xl"
          mt="xs"
          variant="gradient"
          gradient={{ from: 'saffron.6', to: 'saffron.8', deg: 135 }}
          leftSection={<IconSparkles size={18} />}
          style={{ alignSelf: wide ? 'flex-start' : 'stretch' }}
          miw={wide ? 240 : undefined}
        >
          {submitLabel ?? <Trans>Generate Kundli</Trans>}
        </Button>
      </Stack>
    </form>
  )
}
