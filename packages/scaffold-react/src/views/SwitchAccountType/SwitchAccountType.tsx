import { type AccountType, fetchSmartAccountNetworks } from '@airlock/core'
import { Button, Tag, useAirlockStyles } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import type { AirlockMessageId } from '../../messages/types'
import { useAccountTypeSwitch } from './useAccountTypeSwitch'

const TYPES: readonly {
  type: AccountType
  label: AirlockMessageId
  hint: AirlockMessageId
  action: AirlockMessageId
}[] = [
  {
    type: 'smartAccount',
    label: 'accountTypeSmart',
    hint: 'accountTypeSmartHint',
    action: 'switchToSmartAccount',
  },
  { type: 'eoa', label: 'accountTypeEoa', hint: 'accountTypeEoaHint', action: 'switchToEoa' },
]

// Lives in this view's chunk.
const accountTypeCss = `
.al-account-types { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 0; list-style: none; }
.al-account-types li {
  display: flex; flex-direction: column; align-items: stretch; gap: 8px; padding: 12px;
  border-radius: calc(var(--al-border-radius-master) * 3); background: var(--al-i-fg);
}
.al-account-types li[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-account-types h3 { display: flex; align-items: center; gap: 8px; margin: 0; font-size: var(--al-i-text-md); }
.al-account-types p { margin: 0; color: var(--al-text-muted); }
`

/**
 * SwitchAccountType (`Change account type` in AccountSettings): the embedded wallet's two account
 * types, the one in use marked, and a switch to the other, both ways (eoa and
 * smartAccount). A smart account is offered only on the frame's smart-account networks; a switch
 * the frame refuses falls back to eoa and says so (core's `setPreferredAccountType`).
 */
export default function SwitchAccountType(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { chain } = useSnapshot(core.state)
  useAirlockStyles(accountTypeCss)
  const account = chain.accounts[chain.activeNamespace]
  const accountType = useAccountTypeSwitch(
    account?.status === 'connected' ? account.address : undefined,
  )
  const embedded = accountType !== undefined
  // Where a smart account works is asked again on opening: the list fetched at login may be
  // stale or empty (a failed fetch stores an empty list, SPEC.md §4), which would leave an EOA
  // no way back to its smart account.
  useEffect(() => {
    if (embedded) void fetchSmartAccountNetworks(core)
  }, [core, embedded])
  if (!accountType) return null
  const { current, smartAvailable, switching, switchTo } = accountType
  return (
    <ul className="al-account-types" aria-label={messages.switchAccountTypeTitle}>
      {TYPES.map(({ type, label, hint, action }) => (
        <li key={type} aria-current={type === current || undefined}>
          <h3>
            {messages[label]}
            {type === current ? <Tag label={messages.accountTypeInUse} tone="accent" /> : null}
          </h3>
          <p>{messages[hint]}</p>
          {type !== current && (type === 'eoa' || smartAvailable) ? (
            <Button
              variant="secondary"
              loading={switching === type}
              disabled={switching !== undefined && switching !== type}
              onClick={() => void switchTo(type)}
            >
              {messages[action]}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
