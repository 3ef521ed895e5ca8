import { closeModal, disconnect, NAMES_NAMESPACES, pushView } from '@airlock/core'
import { Address, Avatar, Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'
import { useAccountTypeSwitch } from '../SwitchAccountType/useAccountTypeSwitch'

/**
 * AccountSettings (`Account settings` in Account): the account (avatar, name, address with
 * copy), its network (opens Networks), Profile, `Choose a name` for an eip155 account without one,
 * and for the embedded wallet its account type (`Change account type` opens SwitchAccountType),
 * `Edit email` for an email login and `Export private key`; then Disconnect.
 */
export default function AccountSettings(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { chain } = useSnapshot(core.state)
  const { embedded } = useEmbeddedWallet()
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  const accountType = useAccountTypeSwitch(address)
  if (!address) return null
  const email = accountType ? embedded.user?.email : undefined
  return (
    <div className="al-stack">
      <div className="al-account">
        <Avatar
          address={address}
          {...(account?.profileImage ? { src: account.profileImage } : {})}
          size="lg"
        />
        <Address
          address={address}
          name={account?.profileName}
          copyLabel={messages.copyAddress}
          copiedLabel={messages.copied}
        />
      </div>
      <Button variant="secondary" fullWidth onClick={() => pushView(core, 'Networks')}>
        {chain.activeNetwork.name}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => pushView(core, 'Profile')}>
        {messages.profile}
      </Button>
      {!account?.profileName &&
      (NAMES_NAMESPACES as readonly string[]).includes(chain.activeNamespace) ? (
        <Button variant="secondary" fullWidth onClick={() => pushView(core, 'RegisterAccountName')}>
          {messages.chooseAccountName}
        </Button>
      ) : null}
      {accountType ? (
        <>
          <p className="al-balance">
            {formatText(messages, 'accountTypeLabel', {
              type:
                accountType.current === 'smartAccount'
                  ? messages.accountTypeSmart
                  : messages.accountTypeEoa,
            })}
          </p>
          <Button variant="secondary" fullWidth onClick={() => pushView(core, 'SwitchAccountType')}>
            {messages.switchAccountType}
          </Button>
          {email ? (
            <Button
              variant="secondary"
              fullWidth
              onClick={() => pushView(core, 'UpdateEmailWallet', { email })}
            >
              {messages.updateEmail}
            </Button>
          ) : null}
          <Button variant="secondary" fullWidth onClick={() => pushView(core, 'ExportPrivateKey')}>
            {messages.exportPrivateKey}
          </Button>
        </>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        // As in Account: disconnecting ends the visit to the modal, even when the wallet fails to answer.
        onClick={() =>
          disconnect(core)
            .catch(() => undefined)
            .finally(() => closeModal(core, { force: true }))
        }
      >
        {messages.disconnect}
      </Button>
    </div>
  )
}
