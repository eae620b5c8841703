import { Anchor, Box, Group, Popover, Text, UnstyledButton } from '@mantine/core'
import { IconMapPinFilled } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LocationResult } from '../../core/domain/content'

interface PlaceSuggestionsProps {
  opened: boolean
  results: LocationResult[]
  active: number
  listboxId: string
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onChoose: (location: LocationResult) => void
}

/**
 * The place picker's list of suggestions (./place-picker.tsx), fetched at the first interaction with the
 * page or the picker's first focus: Mantine's Popover (with floating-ui) is not part of the page's first
 * load. It is anchored to an empty box laid over the input (clicks pass through it), so the input itself
 * never changes hands and keeps its focus and text.
 */
export function PlaceSuggestions({ opened, results, active, listboxId, optionId, onActivate, onChoose }: PlaceSuggestionsProps) {
  const { t } = useLingui()
  return (
    <Popover
      opened={opened}
      position="bottom-start"
      width="target"
      offset={4}
      shadow="lg"
      radius="md"
      withRoles={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus={false}
      returnFocus={false}
      zIndex={400}
      transitionProps={{ transition: 'pop-top-left', duration: 120 }}
    >
      <Popover.Target>
        <div aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
      </Popover.Target>
      <Popover.Dropdown p={0} style={{ overflow: 'hidden' }}>
        {results.length > 0 ? (
          <Box
            component="ul"
            id={listboxId}
            role="listbox"
            aria-label={t`Place suggestions`}
            m={0}
            p={4}
            style={{ listStyle: 'none', maxHeight: 264, overflowY: 'auto' }}
          >
            {results.map((location, index) => (
              <li
                key={`${location.display}-${location.latitude}-${location.longitude}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
              >
                <UnstyledButton
                  tabIndex={-1}
                  w="100%"
                  px="sm"
                  py={8}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => onActivate(index)}
                  onClick={() => onChoose(location)}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: index === active ? 'var(--mantine-color-saffron-light)' : undefined,
                  }}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconMapPinFilled size={16} color="var(--mantine-color-saffron-6)" style={{ marginTop: 3, flexShrink: 0 }} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {location.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {location.display}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Box>
        ) : (
          <Text id={listboxId} role="status" size="sm" c="dimmed" px="md" py="sm">
            <Trans>No locations found. Try a different search term.</Trans>
          </Text>
        )}
        <Text
          size="xs"
          c="dimmed"
          px="sm"
          py={4}
          ta="right"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Trans>
            Places:{' '}
            <Anchor href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer" size="xs" inherit>
              GeoNames
            </Anchor>
          </Trans>
        </Text>
      </Popover.Dropdown>
    </Popover>
  )
}
