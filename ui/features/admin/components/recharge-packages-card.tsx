import { useEffect, useState } from 'react'
import { ActionIcon, Alert, Button, Card, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconCheck, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RechargePackage } from '../../../../core/domain/content'
import { translateIssues } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { ADMIN_MESSAGES } from '../utils/admin-messages'
import { adminKeys } from '../api/keys'

/** The wallet's recharge packages (amount, bonus, label, the popular one), saved together. */
export function RechargePackagesCard() {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const loaded = useQuery({ queryKey: adminKeys.rechargePackages, queryFn: () => admin.rechargePackages() })
  const [rows, setRows] = useState<RechargePackage[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  useEffect(() => setRows(loaded.data ?? []), [loaded.data])
  const save = useMutation({
    mutationFn: () => admin.saveRechargePackages(rows),
    onSuccess: (saved) => {
      setErrors({})
      setRows(saved)
    },
    onError: (e) => setErrors(e instanceof HttpError && e.issues.length ? translateIssues(i18n, e.issues, ADMIN_MESSAGES) : { form: t`The packages could not be saved.` }),
  })
  const set = (i: number, patch: Partial<RechargePackage>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="recharge-packages-card">
      <Title order={2} size="h4" mb="sm">
        <Trans>Recharge packages</Trans>
      </Title>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-testid="package-row">
            <TextInput label={t`Id`} value={row.id} onChange={(e) => set(i, { id: e.currentTarget.value })} error={errors[`${i}.id`]} w={120} />
            <NumberInput label={t`Amount (₹)`} value={row.amount / 100} min={1} allowDecimal={false} thousandSeparator="," onChange={(v) => set(i, { amount: Math.round(Number(v) * 100) })} error={errors[`${i}.amount`]} w={130} data-testid="package-amount" />
            <NumberInput label={t`Bonus (₹)`} value={row.bonus / 100} min={0} allowDecimal={false} thousandSeparator="," onChange={(v) => set(i, { bonus: Math.round(Number(v) * 100) })} error={errors[`${i}.bonus`]} w={120} data-testid="package-bonus" />
            <TextInput label={t`Label`} value={row.label} onChange={(e) => set(i, { label: e.currentTarget.value })} error={errors[`${i}.label`]} w={120} />
            <Checkbox label={t`Popular`} checked={Boolean(row.popular)} onChange={(e) => set(i, { popular: e.currentTarget.checked || undefined })} mb={8} />
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove this package`} onClick={() => setRows(rows.filter((_, j) => j !== i))} mb={4}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {Object.entries(errors)
          .filter(([k]) => !/^\d+\./.test(k))
          .map(([k, v]) => (
            <Text key={k} c="red" size="sm">
              {v}
            </Text>
          ))}
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setRows([...rows, { id: `pkg-${rows.length + 1}`, amount: 10_000, bonus: 0, label: '₹100' }])}>
            <Trans>Add a package</Trans>
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} data-testid="packages-save">
            <Trans>Save packages</Trans>
          </Button>
          {save.isSuccess && Object.keys(errors).length === 0 && (
            <Text c="green" size="sm" data-testid="packages-saved">
              <IconCheck size={14} /> <Trans>Saved.</Trans>
            </Text>
          )}
        </Group>
        {errors.form && <Alert color="red">{errors.form}</Alert>}
      </Stack>
    </Card>
  )
}
