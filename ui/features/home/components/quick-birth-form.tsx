import { useState, type FormEvent } from 'react'
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { hasCoordinates } from '../../../../core/rules/birth-form-messages'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { BirthDateField, BirthTimeField, GenderField, NameField } from '../../../components/birth-fields'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { useFieldErrors, useLocationRequiredNotice } from '../../../components/use-field-errors'
import { kundliSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

/**
 * The quick birth-details form of spec §3 (full name, gender, birth date, optional birth time, birth
 * place). It leads to /kundli with the same query string as the kundli form.
 */
export function QuickBirthForm() {
  const { t } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const [fullName, setFullName] = useState('')
  const [gender, setGender] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [birthTime, setBirthTime] = useState('')
  const [place, setPlace] = useState<PlaceValue>({ text: '', latitude: null, longitude: null })
  const { fail, clear, error, setErrors } = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { quickBirthFormSchema } = await loadBirthFormSchemas()
    const parsed = quickBirthFormSchema.safeParse({
      fullName,
      gender,
      birthDate,
      birthTime: birthTime || undefined,
      birthPlace: place.text,
      latitude: place.latitude,
      longitude: place.longitude,
    })
    if (!parsed.success) {
      fail(parsed.error.issues)
      return
    }
    setErrors({})
    if (!hasCoordinates(place.latitude, place.longitude)) {
      locationRequired.one()
      return
    }
    const form = parsed.data
    navigate(
      `/kundli?${kundliSearch({
        name: form.fullName,
        birthDate: form.birthDate,
        birthTime: form.birthTime ?? '',
        birthPlace: form.birthPlace,
        gender: form.gender,
        latitude: form.latitude,
        longitude: form.longitude,
      })}`,
    )
  }

  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" h="100%">
      <Title order={3} fz="xl">
        <Trans>Your birth details</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Enter them once to see your chart. Birth time is optional, but an exact time gives an exact lagna.</Trans>
      </Text>
      <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Your birth details`}>
        <Stack gap="sm">
          <NameField placeholder={t`Enter your full name`} value={fullName} onChange={(v) => (setFullName(v), clear('fullName'))} error={error('fullName')} />
          <GenderField value={gender} onChange={(v) => (setGender(v), clear('gender'))} error={error('gender')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <BirthDateField value={birthDate} onChange={(v) => (setBirthDate(v), clear('birthDate'))} error={error('birthDate')} />
            <BirthTimeField optional value={birthTime} onChange={setBirthTime} />
          </SimpleGrid>
          <PlacePicker
            label={<Trans>Birth place</Trans>}
            value={place}
            onChange={(next) => {
              setPlace(next)
              clear('birthPlace')
            }}
            search={(query) => content.searchLocations(query)}
            error={error('birthPlace')}
            required
          />
          <Button type="submit" radius="xl" color="cosmic.8" mt="xs" rightSection={<IconArrowRight size={18} />}>
            <Trans>Show my kundli</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  )
}
