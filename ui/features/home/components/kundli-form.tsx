import { useState, type FormEvent } from 'react'
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconCalendar, IconClock, IconSparkles, IconUser } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { hasCoordinates, kundliFormSchema } from '../../../../core/rules/birth-forms'
import { translateValidationMessage } from '../../../i18n/validation-messages'
import { notify } from '../../../lib/notify'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { firstIssueByField, kundliSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

const EMPTY_PLACE: PlaceValue = { text: '', latitude: null, longitude: null }

/**
 * The 'Generate Kundli' tab (spec §3/§5): validated with core's kundliFormSchema; on submit the place
 * must carry coordinates, then the browser goes to /kundli with the spec's query string.
 */
export function KundliForm() {
  const { t, i18n } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const [name, setName] = useState('')
  const [gender, setGender] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [birthTime, setBirthTime] = useState('')
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const clear = (field: string) => setErrors((current) => (field in current ? { ...current, [field]: '' } : current))
  const error = (field: string) => (errors[field] ? translateValidationMessage(i18n, errors[field]) : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
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
      setErrors(firstIssueByField(parsed.error.issues))
      return
    }
    setErrors({})
    if (!hasCoordinates(place.latitude, place.longitude)) {
      notify({
        variant: 'destructive',
        title: t`Location Required`,
        message: t`Please select your birth place from the suggestions`,
      })
      return
    }
    navigate(`/kundli?${kundliSearch(parsed.data)}`)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Generate Kundli`}>
      <Stack gap="sm">
        <TextInput
          label={<Trans>Full name</Trans>}
          placeholder={t`Enter your name`}
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
        <Radio.Group
          label={<Trans>Gender</Trans>}
          value={gender}
          onChange={(value) => {
            setGender(value)
            clear('gender')
          }}
          error={error('gender')}
          required
        >
          <Group gap="lg" mt={6}>
            <Radio value="male" label={<Trans>Male</Trans>} color="saffron" />
            <Radio value="female" label={<Trans>Female</Trans>} color="saffron" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={<Trans>Birth date</Trans>}
            leftSection={<IconCalendar size={18} stroke={1.6} />}
            value={birthDate}
            onChange={(e) => {
              setBirthDate(e.currentTarget.value)
              clear('birthDate')
            }}
            error={error('birthDate')}
            required
          />
          <TextInput
            type="time"
            label={<Trans>Birth time</Trans>}
            leftSection={<IconClock size={18} stroke={1.6} />}
            value={birthTime}
            onChange={(e) => {
              setBirthTime(e.currentTarget.value)
              clear('birthTime')
            }}
            error={error('birthTime')}
            required
          />
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
