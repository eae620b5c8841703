import type { ReactNode } from 'react'
import { Group, Radio, TextInput } from '@mantine/core'
import { IconCalendar, IconClock, IconUser } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'

/** A controlled text field of a birth form: the value, its change (which also clears its error) and the error. */
interface BirthFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
}

/** Full name, as in every birth form. */
export function NameField({ value, onChange, error, placeholder }: BirthFieldProps & { placeholder: string }) {
  return (
    <TextInput
      label={<Trans>Full name</Trans>}
      placeholder={placeholder}
      leftSection={<IconUser size={18} stroke={1.6} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      required
      autoComplete="name"
    />
  )
}

/** Male or female. */
export function GenderField({ value, onChange, error, gap = 6 }: BirthFieldProps & { gap?: number }) {
  return (
    <Radio.Group label={<Trans>Gender</Trans>} value={value} onChange={onChange} error={error} required>
      <Group gap="lg" mt={gap}>
        <Radio value="male" label={<Trans>Male</Trans>} color="saffron" />
        <Radio value="female" label={<Trans>Female</Trans>} color="saffron" />
      </Group>
    </Radio.Group>
  )
}

/** A field's accessible name when the form asks for two births ("Boy's Birth date"), and a smaller icon there. */
interface PartnerFieldProps {
  'aria-label'?: string
  iconSize?: number
}

/** The birth date as a native date input, optionally limited to the years the engine answers. */
export function BirthDateField({ value, onChange, error, min, max, iconSize = 18, 'aria-label': ariaLabel }: BirthFieldProps & PartnerFieldProps & { min?: string; max?: string }) {
  return (
    <TextInput
      type="date"
      label={<Trans>Birth date</Trans>}
      aria-label={ariaLabel}
      leftSection={<IconCalendar size={iconSize} stroke={1.6} />}
      value={value}
      min={min}
      max={max}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      required
    />
  )
}

/** The birth time as a native time input; `optional` for the quick home form. */
export function BirthTimeField({ value, onChange, error, optional = false, iconSize = 18, 'aria-label': ariaLabel }: BirthFieldProps & PartnerFieldProps & { optional?: boolean }) {
  const label: ReactNode = optional ? <Trans>Birth time (optional)</Trans> : <Trans>Birth time</Trans>
  return (
    <TextInput
      type="time"
      label={label}
      aria-label={ariaLabel}
      leftSection={<IconClock size={iconSize} stroke={1.6} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      required={!optional}
    />
  )
}
