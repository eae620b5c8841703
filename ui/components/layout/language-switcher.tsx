import { Box, Button } from '@mantine/core'
import { IconChevronDown, IconLanguage } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { LANGUAGE_STORAGE_KEY, localizePath, type LanguageCode } from '../../../core/shared/language'
import { useLanguage } from '../../i18n/language'
import { loadHeaderPopup } from './load-header-popups'
import { OnDemand } from '../on-demand'

/** Choosing a language saves it and reloads at the rewritten prefix, keeping the rest of the path. */
export function switchLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    /* storage blocked: the URL prefix still carries the choice */
  }
  const { pathname, search, hash } = window.location
  window.location.assign(localizePath(pathname, code) + search + hash)
}

const loadLanguageMenu = loadHeaderPopup('LanguageMenu')

/** The header's language menu (its list is fetched on demand: ./header-popups.tsx). */
export function LanguageSwitcher() {
  const { option } = useLanguage()
  const { t } = useLingui()
  return (
    <OnDemand
      load={loadLanguageMenu}
      opensOn={{ click: true }}
      menu
      trigger={
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
      }
    />
  )
}
