import { Box, Button, Group, Menu, Text } from '@mantine/core'
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGE_STORAGE_KEY, LANGUAGES, localizePath, type LanguageCode } from '../../../core/rules/language'
import { useLanguage } from '../../i18n/language'

/** Spec §4: choosing a language saves it and reloads at the rewritten prefix, keeping the rest of the path. */
export function switchLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    /* storage blocked: the URL prefix still carries the choice */
  }
  const { pathname, search, hash } = window.location
  window.location.assign(localizePath(pathname, code) + search + hash)
}

/** The list of languages (code, name, native name, flag) with a checkmark on the current one. */
export function LanguageOptions({ onChoose }: { onChoose?: (code: LanguageCode) => void }) {
  const { language } = useLanguage()
  return (
    <>
      {LANGUAGES.map((l) => (
        <Menu.Item
          key={l.code}
          lang={l.code}
          onClick={() => (onChoose ?? switchLanguage)(l.code)}
          leftSection={<span aria-hidden>{l.flag}</span>}
          rightSection={l.code === language ? <IconCheck size={16} aria-hidden /> : null}
          aria-current={l.code === language ? 'true' : undefined}
          data-language={l.code}
        >
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={l.code === language ? 700 : 500}>
              {l.nativeName}
            </Text>
            <Text size="xs" c="dimmed">
              {l.nativeName !== l.name ? `${l.name} · ` : ''}
              {l.code.toUpperCase()}
            </Text>
          </Group>
        </Menu.Item>
      ))}
    </>
  )
}

/** The header's language menu. */
export function LanguageSwitcher() {
  const { option } = useLanguage()
  const { t } = useLingui()
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="white"
          px={6}
          aria-label={t`Change language (current: ${option.name})`}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<Box visibleFrom="sm" style={{ display: 'flex' }}><IconChevronDown size={14} aria-hidden /></Box>}
          data-testid="language-switcher"
        >
          <Box component="span" lang={option.code} visibleFrom="sm">
            {option.nativeName}
          </Box>
          <Box component="span" hiddenFrom="sm" tt="uppercase" fz="xs">
            {option.code}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Choose language</Trans>
        </Menu.Label>
        <LanguageOptions />
      </Menu.Dropdown>
    </Menu>
  )
}
