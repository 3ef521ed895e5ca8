import { type AccountType, pushView, setPreferredAccountType, showSnackbar } from '@airlock/core'
import { Button, Tag } from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { socialLabel } from '../embeddedWallet/socialLabel'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'

/**
 * The embedded wallet's part of Account: the account type in use with the eoa / smartAccount
 * switch (a failed switch falls back to eoa and says `This application might not
 * support Smart Accounts`; a smart account is offered only on the smart-account networks), and
 * `Edit email` for an email login, and `Export private key` (the frame's own export screen, over the
 * ExportPrivateKey view). It says who signed in: the login email, or the social account and its
 * name. Nothing for other wallets.
 */
export function EmbeddedAccountActions({ address }: { address: string }): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { available, embedded } = useEmbeddedWallet()
  const { activeNetwork } = useSnapshot(core.state.chain)
  const [switching, setSwitching] = useState(false)
  const user = embedded.user
  if (!available || !user) return null
  const mine = user.accounts.some(
    (account) => account.address.toLowerCase() === address.toLowerCase(),
  )
  if (!mine && user.address.toLowerCase() !== address.toLowerCase()) return null

  const current: AccountType = user.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  const next: AccountType = current === 'smartAccount' ? 'eoa' : 'smartAccount'
  const smartAvailable = embedded.smartAccountEnabledNetworks.includes(Number(activeNetwork.id))
  const switchType = async () => {
    setSwitching(true)
    try {
      const used = await setPreferredAccountType(core, { type: next })
      if (used !== next) {
        showSnackbar(core, { message: messages.smartAccountsNotSupported, variant: 'error' })
      }
    } catch {
      showSnackbar(core, { message: messages.smartAccountsNotSupported, variant: 'error' })
    } finally {
      setSwitching(false)
    }
  }
  const socialName = user.userName ?? embedded.socialUsername
  const identity = user.email
    ? formatText(messages, 'signedInAs', { identity: user.email })
    : socialName && embedded.socialProvider
      ? formatText(messages, 'signedInWithSocial', {
          provider: socialLabel(messages, embedded.socialProvider),
          name: socialName,
        })
      : socialName
        ? formatText(messages, 'signedInAs', { identity: socialName })
        : undefined
  return (
    <div className="al-stack al-embedded-account">
      {identity ? <p className="al-login-identity">{identity}</p> : null}
      <Tag
        label={current === 'smartAccount' ? messages.accountTypeSmart : messages.accountTypeEoa}
      />
      {next === 'eoa' || smartAvailable ? (
        <Button variant="secondary" loading={switching} onClick={() => void switchType()}>
          {next === 'smartAccount' ? messages.switchToSmartAccount : messages.switchToEoa}
        </Button>
      ) : null}
      {user.email ? (
        <Button
          variant="secondary"
          onClick={() => pushView(core, 'UpdateEmailWallet', { email: user.email ?? '' })}
        >
          {messages.updateEmail}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => pushView(core, 'ExportPrivateKey')}>
        {messages.exportPrivateKey}
      </Button>
    </div>
  )
}
