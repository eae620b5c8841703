import { useState, type FormEvent } from 'react'
import { Button, SimpleGrid, Stack } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { hasCoordinates } from '../../../../core/rules/birth-form-messages'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { BirthDateField, BirthTimeField, GenderField, NameField } from '../../../components/birth-fields'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { useFieldErrors, useLocationRequiredNotice } from '../../../components/use-field-errors'
import { kundliSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

const EMPTY_PLACE: PlaceValue = { text: '', latitude: null, longitude: null }

/**
 * The 'Generate Kundli' tab (spec §3/§5): validated with core's kundliFormSchema; on submit the place
 * must carry coordinates, then the browser goes to /kundli with the spec's query string.
 */
export function KundliForm() {
  const { t } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const [name, setName] = useState('')
  const [gender, setGender] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [birthTime, setBirthTime] = useState('')
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE)
  const { fail, clear, error, setErrors } = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { kundliFormSchema } = await loadBirthFormSchemas()
    const parsed = kundliFormSchema.safeParse({
      name,
      birthDate,
      birthTime,
      birthPlace: place.text,
      gender,
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
    navigate(`/kundli?${kundliSearch(parsed.data)}`)
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Generate Kundli`}>
      <Stack gap="sm">
        <NameField placeholder={t`Enter your name`} value={name} onChange={(v) => (setName(v), clear('name'))} error={error('name')} />
        <GenderField value={gender} onChange={(v) => (setGender(v), clear('gender'))} error={error('gender')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <BirthDateField value={birthDate} onChange={(v) => (setBirthDate(v), clear('birthDate'))} error={error('birthDate')} />
          <BirthTimeField value={birthTime} onChange={(v) => (setBirthTime(v), clear('birthTime'))} error={error('birthTime')} />
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
        <Button
          type="submit"
          size="md"
          radius="xl"
          mt="xs"
          fullWidth
          variant="gradient"
          gradient={{ from: 'saffron.6', to: 'saffron.8', deg: 135 }}
          leftSection={<IconSparkles size={18} />}
        >
          <Trans>Generate Kundli</Trans>
        </Button>
      </Stack>
    </form>
  )
}
