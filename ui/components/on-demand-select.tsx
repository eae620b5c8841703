import { useState } from 'react'
import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core'
import { OnDemand } from './on-demand'
import { selectOptionLabel } from './select-option-label'

const loadSelect = async () => (await import('./loaded-select')).LoadedSelect

/**
 * Mantine's Select, whose code (the combobox, the popover and floating-ui, about 25 KB gzipped) is not
 * part of the page's first load. Until the field is pointed at, focused or pressed, an input that looks
 * the same shows the chosen option (on the server too); then the Select takes its place, open if it was
 * pressed, focused if it had the focus, with anything typed into a searchable one as its search. The code
 * is also fetched at the first interaction with the page, so it is usually there before the field is reached.
 */
export function OnDemandSelect(props: SelectProps) {
  const [typed, setTyped] = useState<string | null>(null)
  const { searchable = false } = props
  const shown = typed ?? selectOptionLabel(props.data, props.value ?? props.defaultValue)
  const trigger = (
    <TextInput
      id={props.id}
      label={props.label}
      description={props.description}
      error={props.error}
      placeholder={props.placeholder}
      required={props.required}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      leftSection={props.leftSection}
      size={props.size}
      radius={props.radius}
      w={props.w}
      style={props.style}
      className={props.className}
      inputWrapperOrder={props.inputWrapperOrder}
      aria-label={props['aria-label']}
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      value={shown}
      readOnly={!searchable}
      pointer={!searchable}
      onChange={(event) => setTyped(event.currentTarget.value)}
      autoComplete="off"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron size={props.size} error={props.error} />}
      rightSectionPointerEvents="none"
    />
  )
  return <OnDemand load={loadSelect} trigger={trigger} opensOn={{ click: true, focus: searchable }} props={{ select: props, typed }} prefetch />
}
