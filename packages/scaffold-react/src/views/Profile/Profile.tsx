import { Address, Avatar, Tag, truncateAddress, useAirlockStyles } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'
import { useAccountTypeSwitch } from '../SwitchAccountType/useAccountTypeSwitch'

// Lives in this view's chunk.
const profileCss = `
.al-profile-accounts { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.al-profile-accounts li > * { width: 100%; }
.al-profile-account {
  all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 10px; min-height: 52px;
  padding: 6px 12px; border-radius: calc(var(--al-border-radius-master) * 3); background: var(--al-i-fg);
  color: var(--al-text); cursor: pointer;
}
.al-profile-account:hover:not(:disabled) { background: var(--al-i-fg-hover); }
.al-profile-account:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-profile-account:disabled { cursor: default; }
.al-profile-account[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-profile-account span:first-of-type { flex: 1; text-align: start; font-family: var(--al-font-family-mono); }
`

/**
 * Profile (in AccountSettings): the account's avatar, name and address with copy, and the
 * accounts behind it: for the embedded wallet its EOA and smart account, the one in use marked;
 * picking the other switches to it (the smart account only on its networks).
 */
export default function Profile(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { chain } = useSnapshot(core.state)
  const { embedded } = useEmbeddedWallet()
  useAirlockStyles(profileCss)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  const accountType = useAccountTypeSwitch(address)
  if (!address) return null
  const accounts =
    accountType && embedded.user ? embedded.user.accounts : [{ address, type: 'eoa' as const }]
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
      <ul className="al-profile-accounts" aria-label={messages.profileAccountsLabel}>
        {accounts.map((entry) => {
          const inUse = accountType ? entry.type === accountType.current : true
          const canSwitch =
            accountType !== undefined &&
            !inUse &&
            accountType.switching === undefined &&
            (entry.type === 'eoa' || accountType.smartAvailable)
          return (
            <li key={`${entry.type}:${entry.address}`}>
              <button
                type="button"
                className="al-profile-account"
                aria-current={inUse || undefined}
                disabled={!canSwitch}
                onClick={() => void accountType?.switchTo(entry.type)}
              >
                <Avatar address={entry.address} size="sm" />
                <span>{truncateAddress(entry.address)}</span>
                <Tag
                  label={
                    entry.type === 'smartAccount'
                      ? messages.accountTypeSmart
                      : messages.accountTypeEoa
                  }
                />
                {inUse ? <Tag label={messages.accountTypeInUse} tone="accent" /> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
