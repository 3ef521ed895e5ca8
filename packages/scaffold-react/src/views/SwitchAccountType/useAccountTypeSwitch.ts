import { type AccountType, setPreferredAccountType, showSnackbar } from '@airlock/core'
import { useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/** What {@link useAccountTypeSwitch} returns for the embedded wallet's account. */
export type AccountTypeSwitch = {
  /** The type in use: `smartAccount` or `eoa`. */
  current: AccountType
  /** A smart account can be used on the active network. */
  smartAvailable: boolean
  /** The type being switched to, while the frame answers. */
  switching: AccountType | undefined
  /** Switches; a switch that fails or lands on eoa says `This application might not support Smart Accounts`. */
  switchTo(type: AccountType): Promise<void>
}

/**
 * The eoa / smartAccount switch of the embedded wallet for the account `address`, or `undefined`
 * when that account is not the embedded wallet's (injected and WalletConnect wallets are EOAs).
 *
 * @example
 * const accountType = useAccountTypeSwitch(address)
 * if (accountType?.current === 'eoa') void accountType.switchTo('smartAccount')
 */
export function useAccountTypeSwitch(address: string | undefined): AccountTypeSwitch | undefined {
  const { core, messages } = useAirlockInstance()
  const { available, embedded } = useEmbeddedWallet()
  const { activeNetwork } = useSnapshot(core.state.chain)
  const [switching, setSwitching] = useState<AccountType | undefined>(undefined)
  const user = embedded.user
  if (!available || !user || !address) return undefined
  const lower = address.toLowerCase()
  const mine =
    user.address.toLowerCase() === lower ||
    user.accounts.some((account) => account.address.toLowerCase() === lower)
  if (!mine) return undefined
  return {
    current: user.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    smartAvailable: embedded.smartAccountEnabledNetworks.includes(Number(activeNetwork.id)),
    switching,
    switchTo: async (type) => {
      setSwitching(type)
      try {
        const used = await setPreferredAccountType(core, { type })
        if (used !== type) {
          showSnackbar(core, { message: messages.smartAccountsNotSupported, variant: 'error' })
        }
      } finally {
        setSwitching(undefined)
      }
    },
  }
}
