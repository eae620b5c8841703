import type { FormEvent, ReactNode } from 'react'
import { Badge, Button, Divider, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconGenderFemale, IconGenderMale, IconHeartHandshake } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { matchingHasCoordinates } from '../../../core/shared/birth-form-messages'
import { loadBirthFormSchemas } from './birth-form-schemas'
import { useLanguage } from '../../i18n/language'
import { useServices } from '../../services/services-context'
import { BirthDateField, BirthTimeField } from '../birth-fields'
import { PlacePicker } from '../place-picker'
import { useLocationRequiredNotice } from '../use-field-errors'
import { EMPTY_BIRTH_FORM, useBirthForm, type BirthFormValues } from './use-birth-form'
import { matchingSearch, type MatchingDetails, type MatchingPartner } from './matching-search'

/** A partner's fields from a link's details (or empty). */
function partnerOf(p: MatchingPartner | undefined): BirthFormValues {
  if (!p) return EMPTY_BIRTH_FORM
  return { ...EMPTY_BIRTH_FORM, name: p.name, birthDate: p.date, birthTime: p.time, place: { text: p.place, latitude: p.latitude, longitude: p.longitude } }
}

type PartnerForm = ReturnType<typeof useBirthForm<'boy' | 'girl'>>

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
  // One birth form per partner: the schema's names are `boyName`, `girlBirthPlace`, …
  const boy = useBirthForm(partnerOf(initial?.boy), 'boy')
  const girl = useBirthForm(partnerOf(initial?.girl), 'girl')
  const locationRequired = useLocationRequiredNotice()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const values = { ...boy.input, ...girl.input }
    const { matchingFormSchema } = await loadBirthFormSchemas()
    const parsed = matchingFormSchema.safeParse(values)
    boy.show(parsed)
    girl.show(parsed)
    if (!parsed.success) return
    if (!matchingHasCoordinates(values)) {
      locationRequired.both()
      return
    }
    navigate(`/kundli-matching?${matchingSearch(parsed.data)}`)
  }

  const partnerFields = (prefix: 'boy' | 'girl', form: PartnerForm, legend: ReactNode, icon: ReactNode, who: string) => {
    const name = form.field('name')
    return (
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
            value={name.value}
            onChange={(e) => name.onChange(e.currentTarget.value)}
            error={name.error}
            required
          />
          <SimpleGrid cols={2} spacing="xs">
            <BirthDateField aria-label={`${who} ${t`Birth date`}`} iconSize={16} {...form.field('birthDate')} />
            <BirthTimeField aria-label={`${who} ${t`Birth time`}`} iconSize={16} {...form.field('birthTime')} />
          </SimpleGrid>
          <PlacePicker label={<Trans>Birth place</Trans>} name={who} {...form.place} search={(query) => content.searchLocations(query)} required />
        </Stack>
      </Fieldset>
    )
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Kundli Matching`}>
      <Stack gap="sm">
        {partnerFields('boy', boy, <Trans>Boy's details</Trans>, <IconGenderMale size={14} />, t`Boy's`)}
        <Divider
          label={<IconHeartHandshake size={20} color="var(--mantine-color-pink-5)" />}
          labelPosition="center"
          my={-4}
        />
        {partnerFields('girl', girl, <Trans>Girl's details</Trans>, <IconGenderFemale size={14} />, t`Girl's`)}
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
