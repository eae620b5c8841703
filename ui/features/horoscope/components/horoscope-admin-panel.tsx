import { useEffect, useState } from 'react'
import { Alert, Button, Card, Collapse, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconCheck, IconEdit } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useServices } from '../../../services/services-context'
import { horoscopeQueryOptions } from '../api/horoscope-queries'
import { horoscopeKeys } from '../api/keys'

/**
 * For admins, under a sign's reading: replace the generated prediction or add a note for readers, for this
 * period, sign and language only (GET/PUT /api/admin/horoscope/…). Every change is audited on the server.
 */
export function HoroscopeAdminPanel({ period, sign, query }: { period: string; sign: string; query: Record<string, string> }) {
  const { t } = useLingui()
  const services = useServices()
  const { admin } = services
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [override, setOverride] = useState('')
  const [annotation, setAnnotation] = useState('')
  const editor = useQuery({ queryKey: horoscopeKeys.adminNote(period, sign, query), queryFn: () => admin.horoscopeNote(period, sign, query), enabled: open })
  useEffect(() => {
    if (!editor.data) return
    setOverride(editor.data.note?.override ?? '')
    setAnnotation(editor.data.note?.annotation ?? '')
  }, [editor.data])
  const save = useMutation({
    mutationFn: () => admin.saveHoroscopeNote(period, sign, query, { override, annotation }),
    onSuccess: (saved) => {
      queryClient.setQueryData(horoscopeKeys.adminNote(period, sign, query), saved)
      // The page's reading becomes the saved one (what readers will see). Not a refetch: the browser may
      // answer that GET from its HTTP cache (readers' copies are cached for an hour) with the old text.
      queryClient.setQueryData(horoscopeQueryOptions(services, period, sign, query).queryKey, saved.horoscope)
    },
  })
  return (
    <Card withBorder radius="lg" padding="md" data-testid="horoscope-admin">
      <Group justify="space-between">
        <Text fw={700}>
          <Trans>Admin: override or annotate this horoscope</Trans>
        </Text>
        <Button variant="light" size="xs" leftSection={<IconEdit size={14} />} onClick={() => setOpen((o) => !o)} data-testid="horoscope-admin-toggle">
          {open ? t`Close` : t`Edit`}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="sm" mt="sm">
          {editor.data && (
            <Text size="sm" c="dimmed">
              <Trans>Generated from the sky:</Trans> {editor.data.generatedPrediction}
            </Text>
          )}
          <Textarea label={t`Replacement prediction (leave empty to keep the generated text)`} value={override} onChange={(e) => setOverride(e.currentTarget.value)} autosize minRows={3} data-testid="horoscope-override" />
          <Textarea label={t`Note for readers (optional)`} value={annotation} onChange={(e) => setAnnotation(e.currentTarget.value)} autosize minRows={2} data-testid="horoscope-annotation" />
          {save.isError && (
            <Alert color="red" role="alert">
              <Trans>The change could not be saved.</Trans>
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="horoscope-admin-save">
              <Trans>Save for this period and language</Trans>
            </Button>
            {save.isSuccess && (
              <Text size="sm" c="green" component="span">
                <IconCheck size={14} /> <Trans>Saved. Readers may see the old text for up to an hour (their browsers cache it).</Trans>
              </Text>
            )}
          </Group>
        </Stack>
      </Collapse>
    </Card>
  )
}
