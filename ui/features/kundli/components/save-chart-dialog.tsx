import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHART_RELATIONS, type ChartRelation } from '../../../../core/domain/saved-chart'
import { CHART_RELATION_LABELS } from '../../../components/chart-relations'
import { useFieldErrors } from '../../../components/use-field-errors'
import { translateValidationMessage } from '../../../i18n/validation-messages'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import { useSaveChart } from '../api/save-chart'
import type { BirthDetails } from '../../../components/birth/birth-search'

/** The schema (and the schema library) load with the dialog: the kundli page itself needs neither. */
const loadSavedChartSchema = () => import('../../../../core/kundli/saved-chart-form')

/** Translated names of the relations a saved chart can have. */
function useRelationOptions(): Array<{ value: ChartRelation; label: string }> {
  const { i18n } = useLingui()
  return CHART_RELATIONS.map((value) => ({ value, label: i18n._(CHART_RELATION_LABELS[value]) }))
}

/**
 * The dialog of the chart's "Save chart" button (./save-chart-button.tsx), fetched when it is first opened:
 * Modal, Select and the popover are not part of the kundli page's first load. Mounted afresh for each
 * opening (the form starts from the chart on screen), kept mounted while it closes.
 */
export function SaveChartDialog({ details, opened, onClose }: { details: BirthDetails; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const relations = useRelationOptions()
  const save = useSaveChart()
  const [name, setName] = useState(details.name)
  const [relation, setRelation] = useState<ChartRelation>('self')
  const [gender, setGender] = useState<string>(details.gender)
  const fields = useFieldErrors()
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => void loadSavedChartSchema().catch(() => undefined), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { savedChartSchema } = await loadSavedChartSchema()
    const parsed = savedChartSchema.safeParse({
      name,
      relation,
      gender,
      birthDate: details.date,
      birthTime: details.time,
      birthPlace: details.location,
      latitude: details.latitude,
      longitude: details.longitude,
      tz: details.tz || null,
    })
    if (!parsed.success) {
      fields.fail(parsed.error.issues)
      return
    }
    fields.setErrors({})
    setFailure(null)
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        onClose()
        const who = saved.name
        notify({ variant: 'success', title: t`Chart saved`, message: t`${who}'s chart is in your dashboard.` })
      },
      onError: (error) => {
        if (error instanceof HttpError && error.status === 401) setFailure(t`Your session has ended. Please sign in again.`)
        else if (error instanceof HttpError && error.issues.length) setFailure(error.issues.map((i) => translateValidationMessage(i18n, i.message)).join(' '))
        else setFailure(t`The chart could not be saved. Please try again.`)
      },
    })
  }

  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Save this chart</Trans>} centered radius="lg">
      <form onSubmit={submit} noValidate aria-label={t`Save this chart`}>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label={<Trans>Name</Trans>} value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.error('name')} required data-autofocus />
          <Select
            label={<Trans>Whose chart is this?</Trans>}
            data={relations}
            value={relation}
            onChange={(value) => setRelation((value as ChartRelation | null) ?? 'self')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 500 }}
          />
          <Radio.Group label={<Trans>Gender</Trans>} value={gender} onChange={setGender} error={fields.error('gender')} required>
            <Group gap="lg" mt={6}>
              <Radio value="male" label={<Trans>Male</Trans>} color="saffron" />
              <Radio value="female" label={<Trans>Female</Trans>} color="saffron" />
            </Group>
          </Radio.Group>
          {(fields.error('birthTime') || fields.error('birthDate') || fields.error('birthPlace')) && (
            <Alert color="red" variant="light">
              {fields.error('birthDate') || fields.error('birthTime') || fields.error('birthPlace')}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="saffron" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
