import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { ThemedRoot } from '../../internal/ThemedRoot'
import { ConnectButtonCustom } from '../ConnectButton/ConnectButtonCustom'
import { accountButtonProps } from './accountButtonProps'

/**
 * The connected account as a button (avatar, profile name or short address, balance with 3
 * decimals) that opens the Account view; nothing when not connected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton(): ReactElement {
  return (
    <ConnectButtonCustom>
      {({ account, openAccount }) =>
        account ? (
          <ThemedRoot>
            <Button {...accountButtonProps(account, openAccount)} />
          </ThemedRoot>
        ) : null
      }
    </ConnectButtonCustom>
  )
}
