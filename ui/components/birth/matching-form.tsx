import { useState, type FormEvent, type ReactNode } from 'react'
import { Badge, Button, Divider, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconCalendar, IconClock, IconGenderFemale, IconGenderMale, IconHeartHandshake } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { matchingHasCoordinates } from '../../../core/rules/birth-form-messages'
import { loadBirthFormSchemas } from './birth-form-schemas'
import { useLanguage } from '../../i18n/language'
import { useServices } from '../../services/services-context'
import { PlacePicker, type PlaceValue } from '../place-picker'
import { useFieldErrors, useLocationRequiredNotice } from '../use-field-errors'
import { matchingSearch, type MatchingDetails, type MatchingPartner } from './matching-search'

interface Partner {
  name: string
  date: string
  time: string
  place: PlaceValue
}

function partnerOf(p: MatchingPartner | undefined): Partner {
  if (!p) return { name: '', date: '', time: '', place: { text: '', latitude: null, longitude: null } }
  return { name: p.name, date: p.date, time: p.time, place: { text: p.place, latitude: p.latitude, longitude: p.longitude } }
}

/**
 * The kundli matching form: boy's and girl's details validated with core's
 * matchingFormSchema; both places need coordinates ('Locations Required' otherwise); then
 * /kundli-matching with the spec's query string. The home page's tab and the matching page (empty,
 * or pre-filled from a link to edit) both use it.
 */
export function MatchingForm({ initial }: { initial?: MatchingDetails } = {}) {
  const { t } = useLingui()
  const { content } = useServices()
  const router = useRouter()
  const { localize } = useLanguage()
  const navigate = (href: string) => void router.navigate({ href: localize(href) })
  const [boy, setBoy] = useState<Partner>(() => partnerOf(initial?.boy))
  const [girl, setGirl] = useState<Partner>(() => partnerOf(initial?.girl))
  const { fail, clear, error, setErrors } = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()

  const submit = async (event: FormEvent) => {
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
    const { matchingFormSchema } = await loadBirthFormSchemas()
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
    <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Kundli Matching`}>
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
