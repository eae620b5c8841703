import { useState } from 'react'
import { Grid } from '@mantine/core'
import { RefundRequestsPanel } from './refund-requests-panel'
import { WalletAdjustForm } from './wallet-adjust-form'

/** The money side of the admin dashboard: the refund queue and wallet adjustments ("Adjust wallet" on a request fills in its customer). */
export function PaidAdminPanels() {
  const [userId, setUserId] = useState('')
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <RefundRequestsPanel
          onAdjust={(id) => {
            setUserId(id)
            document.getElementById('admin-wallet-adjust')?.scrollIntoView({ behavior: 'smooth', block: 'center' })
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }} id="admin-wallet-adjust">
        <WalletAdjustForm userId={userId} />
      </Grid.Col>
    </Grid>
  )
}
