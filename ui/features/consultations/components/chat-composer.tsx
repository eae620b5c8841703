import { useState, type ReactNode } from 'react'
import { ActionIcon, Group, Text, Textarea, Tooltip } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MESSAGE_MAX_CHARS } from '../../../../core/consultations/rules'
import classes from './chat.module.css'

/** The message box: Enter sends, Shift+Enter starts a new line; typing is announced (rate-limited by the session). */
export function ChatComposer({ disabled, onSend, onTyping, disabledHint }: { disabled: boolean; onSend: (text: string) => void; onTyping: (typing: boolean) => void; disabledHint?: ReactNode }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const left = MESSAGE_MAX_CHARS - text.length

  function submit() {
    const value = text.trim()
    if (!value || disabled || value.length > MESSAGE_MAX_CHARS) return
    onSend(value)
    setText('')
  }

  return (
    <div className={classes.composer}>
      {disabled && disabledHint ? (
        <Text size="sm" c="dimmed" ta="center" py={6}>
          {disabledHint}
        </Text>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
          aria-label={t`Send a message`}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={1}
              maxRows={5}
              radius="xl"
              placeholder={t`Type your message…`}
              aria-label={t`Message`}
              value={text}
              disabled={disabled}
              maxLength={MESSAGE_MAX_CHARS}
              onChange={(e) => {
                const value = e.currentTarget.value
                setText(value)
                onTyping(value.trim().length > 0)
              }}
              onBlur={() => onTyping(false)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault()
                  submit()
                }
              }}
              data-testid="chat-input"
            />
            <Tooltip label={<Trans>Send</Trans>}>
              <ActionIcon type="submit" size={40} radius="xl" color="saffron" variant="filled" disabled={disabled || text.trim() === ''} aria-label={t`Send`} data-testid="chat-send">
                <IconSend size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {left < 200 && (
            <Text size="xs" c={left < 0 ? 'red' : 'dimmed'} ta="right" mt={2}>
              <Trans>{left} characters left</Trans>
            </Text>
          )}
        </form>
      )}
    </div>
  )
}
