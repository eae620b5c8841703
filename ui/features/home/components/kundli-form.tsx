import type { FormEvent } from 'react'
import { Button, SimpleGrid, Stack } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { BirthDateField, BirthTimeField, GenderField, NameField } from '../../../components/birth-fields'
import { PlacePicker } from '../../../components/place-picker'
import { useBirthForm } from '../../../components/birth/use-birth-form'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { kundliSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

/**
 * The 'Generate Kundli' tab: validated with core's kundliFormSchema; on submit the place
 * must carry coordinates, then the browser goes to /kundli with the spec's query string.
 */
export function KundliForm() {
  const { t } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const form = useBirthForm()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { kundliFormSchema } = await loadBirthFormSchemas()
    const birth = form.check(kundliFormSchema.safeParse(form.input))
    if (birth) navigate(`/kundli?${kundliSearch(birth)}`)
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Generate Kundli`}>
      <Stack gap="sm">
        <NameField placeholder={t`Enter your name`} {...form.field('name')} />
        <GenderField {...form.field('gender')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <BirthDateField {...form.field('birthDate')} />
          <BirthTimeField {...form.field('birthTime')} />
        </SimpleGrid>
        <PlacePicker label={<Trans>Birth place</Trans>} {...form.place} search={(query) => content.searchLocations(query)} required />
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
