import type { FormEvent } from 'react'
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { BirthDateField, BirthTimeField, GenderField, NameField } from '../../../components/birth-fields'
import { PlacePicker } from '../../../components/place-picker'
import { useBirthForm } from '../../../components/birth/use-birth-form'
import { useLocalizedNavigate } from '../hooks/use-localized-navigate'
import { kundliSearch } from '../utils/birth-navigation'
import { useHomeServices } from '../hooks/use-home-services'

/**
 * The quick birth-details form (full name, gender, birth date, optional birth time, birth
 * place). It leads to /kundli with the same query string as the kundli form.
 */
export function QuickBirthForm() {
  const { t } = useLingui()
  const { content } = useHomeServices()
  const navigate = useLocalizedNavigate()
  const birth = useBirthForm()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { quickBirthFormSchema } = await loadBirthFormSchemas()
    const { name: fullName, birthTime, ...rest } = birth.input
    const form = birth.check(quickBirthFormSchema.safeParse({ ...rest, fullName, birthTime: birthTime || undefined }))
    if (!form) return
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
          <NameField placeholder={t`Enter your full name`} {...birth.field('name', 'fullName')} />
          <GenderField {...birth.field('gender')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <BirthDateField {...birth.field('birthDate')} />
            <BirthTimeField optional {...birth.field('birthTime')} />
          </SimpleGrid>
          <PlacePicker label={<Trans>Birth place</Trans>} {...birth.place} search={(query) => content.searchLocations(query)} required />
          <Button type="submit" radius="xl" color="cosmic.8" mt="xs" rightSection={<IconArrowRight size={18} />}>
            <Trans>Show my kundli</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  )
}
