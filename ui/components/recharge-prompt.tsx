import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconWallet } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'

/**
 * The prompt when the wallet cannot cover Start Chat's or Start Call's first paid minute
 * (./start-chat-button.tsx), or hold a booking's price (the booking panel), with the amount needed;
 * fetched the first time it is needed (Modal is not part of an astrologer page's first load).
 */
export function RechargePrompt({
  opened,
  onClose,
  name,
  rate,
  balanceText,
  needed,
  neededText,
  onRecharge,
  purpose = 'chat',
}: {
  opened: boolean
  onClose: () => void
  name: string
  rate: string
  balanceText: string
  /** rupees */
  needed: number
  neededText: string
  onRecharge: (amount: number | null) => void
  /** a chat's or a call's first paid minute, or a booking's whole price (`rate` is then the booking's price) */
  purpose?: 'chat' | 'call' | 'booking'
}) {
  const booking = purpose === 'booking'
  const title = booking ? <Trans>Recharge to book</Trans> : purpose === 'call' ? <Trans>Recharge to start the call</Trans> : <Trans>Recharge to start the chat</Trans>
  return (
    <Modal opened={opened} onClose={onClose} centered radius="lg" title={title} data-testid="recharge-prompt">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="saffron" variant="light">
            <IconWallet size={24} aria-hidden />
          </ThemeIcon>
          <Text size="sm">
            {booking ? (
              <Trans>
                This booking with {name} costs {rate}, held from your wallet when you book. Your balance is {balanceText}.
              </Trans>
            ) : purpose === 'call' ? (
              <Trans>
                A call with {name} costs {rate} a minute, and your wallet must cover at least the first paid minute. Your balance is {balanceText}.
              </Trans>
            ) : (
              <Trans>
                A chat with {name} costs {rate} a minute, and your wallet must cover at least the first paid minute. Your balance is {balanceText}.
              </Trans>
            )}
          </Text>
        </Group>
        <Text fw={700} data-testid="recharge-needed" data-amount={needed}>
          {booking ? <Trans>Recharge at least {neededText} to book.</Trans> : <Trans>Recharge at least {neededText} to start.</Trans>}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onRecharge(null)}>
            <Trans>See packages</Trans>
          </Button>
          <Button color="saffron" onClick={() => onRecharge(needed)} data-testid="recharge-needed-button">
            <Trans>Recharge {neededText}</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
