import { useState, type FormEvent, type ReactNode } from 'react'
import { Badge, Button, Divider, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconCalendar, IconClock, IconGenderFemale, IconGenderMale, IconHeartHandshake } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { matchingFormSchema, matchingHasCoordinates } from '../../../../core/rules/birth-forms'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { useFieldErrors, useLocationRequiredNotice } from '../../../components/use-field-errors'
import { matchingSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

interface Partner {
  name: string
  date: string
  time: string
  place: PlaceValue
}

const EMPTY: Partner = { name: '', date: '', time: '', place: { text: '', latitude: null, longitude: null } }

/**
 * The 'Kundli Matching' tab (spec §3/§5): boy's and girl's details validated with core's
 * matchingFormSchema; both places need coordinates; then /kundli-matching with the spec's query string.
 */
export function MatchingForm() {
  const { t } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const [boy, setBoy] = useState<Partner>(EMPTY)
  const [girl, setGirl] = useState<Partner>(EMPTY)
  const { fail, clear, error, setErrors } = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = {
      boyName: boy.name,
      boyBirthDate: boy.date,
      boyBirthTime: boy.time,
      boyBirthPlace: boy.place.text,
      girlName: girl.name,
      girlBirthDate: girl.date,
      girlBirthTime: girl.time,
      girlBirthPlace: girl.place.text,
      boyLatitude: boy.place.latitude,
      boyLongitude: boy.place.longitude,
      girlLatitude: girl.place.latitude,
      girlLongitude: girl.place.longitude,
    }
    const parsed = matchingFormSchema.safeParse(values)
    if (!parsed.success) {
      fail(parsed.error.issues)
      return
    }
    setErrors({})
    if (!matchingHasCoordinates(values)) {
      locationRequired.both()
      return
    }
    navigate(`/kundli-matching?${matchingSearch(parsed.data)}`)
  }

  const partnerFields = (
    prefix: 'boy' | 'girl',
    partner: Partner,
    setPartner: (next: Partner) => void,
    legend: ReactNode,
    icon: ReactNode,
    who: string,
  ) => (
    <Fieldset
      legend={
        <Badge variant="light" color={prefix === 'boy' ? 'indigo' : 'pink'} size="lg" leftSection={icon} radius="sm">
          {legend}
        </Badge>
      }
      radius="md"
      p="sm"
      pt={4}
    >
      <Stack gap="xs">
        <TextInput
          label={<Trans>Name</Trans>}
          aria-label={`${who} ${t`Name`}`}
          placeholder={t`Enter name`}
          value={partner.name}
          onChange={(e) => {
            setPartner({ ...partner, name: e.currentTarget.value })
            clear(`${prefix}Name`)
          }}
          error={error(`${prefix}Name`)}
          required
        />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            type="date"
            label={<Trans>Birth date</Trans>}
            aria-label={`${who} ${t`Birth date`}`}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            value={partner.date}
            onChange={(e) => {
              setPartner({ ...partner, date: e.currentTarget.value })
              clear(`${prefix}BirthDate`)
            }}
            error={error(`${prefix}BirthDate`)}
            required
          />
          <TextInput
            type="time"
            label={<Trans>Birth time</Trans>}
            aria-label={`${who} ${t`Birth time`}`}
            leftSection={<IconClock size={16} stroke={1.6} />}
            value={partner.time}
            onChange={(e) => {
              setPartner({ ...partner, time: e.currentTarget.value })
              clear(`${prefix}BirthTime`)
            }}
            error={error(`${prefix}BirthTime`)}
            required
          />
        </SimpleGrid>
        <PlacePicker
          label={<Trans>Birth place</Trans>}
          name={who}
          value={partner.place}
          onChange={(place) => {
            setPartner({ ...partner, place })
            clear(`${prefix}BirthPlace`)
          }}
          search={(query) => content.searchLocations(query)}
          error={error(`${prefix}BirthPlace`)}
          required
        />
      </Stack>
    </Fieldset>
  )

  return (
    <form onSubmit={submit} noValidate aria-label={t`Kundli Matching`}>
      <Stack gap="sm">
        {partnerFields('boy', boy, setBoy, <Trans>Boy's details</Trans>, <IconGenderMale size={14} />, t`Boy's`)}
        <Divider
          label={<IconHeartHandshake size={20} color="var(--mantine-color-pink-5)" />}
          labelPosition="center"
          my={-4}
        />
        {partnerFields('girl', girl, setGirl, <Trans>Girl's details</Trans>, <IconGenderFemale size={14} />, t`Girl's`)}
        <Button
          type="submit"
          size="md"
          radius="xl"
          mt="xs"
          fullWidth
          variant="gradient"
          gradient={{ from: 'pink.6', to: 'cosmic.7', deg: 135 }}
          leftSection={<IconHeartHandshake size={18} />}
        >
          <Trans>Match Kundli</Trans>
        </Button>
      </Stack>
    </form>
  )
}
