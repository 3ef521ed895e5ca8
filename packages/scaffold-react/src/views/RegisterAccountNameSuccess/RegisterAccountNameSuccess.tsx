import { resetView } from '@airlock/core'
import { Avatar, Button, Spinner } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

/**
 * RegisterAccountNameSuccess: pushed first, it asks the visitor to sign in the
 * wallet while core registers, then, once the account's profile name is the new name, shows it
 * with its avatar and a way back to Account. On error core replaces it with the form.
 */
export default function RegisterAccountNameSuccess(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { router, chain } = useSnapshot(core.state)
  const name = router.data?.name
  const account = chain.accounts[chain.activeNamespace]
  if (!name) return null
  const done = account?.profileName === name
  if (!done)
    return (
      <div className="al-stack al-connecting" aria-busy="true">
        <Spinner size="lg" label={null} />
        <p role="status">{formatText(messages, 'registerAccountNameSigning', { name })}</p>
      </div>
    )
  return (
    <div className="al-stack al-connecting">
      {account?.address ? (
        <Avatar
          address={account.address}
          {...(account.profileImage ? { src: account.profileImage } : {})}
          size="lg"
        />
      ) : null}
      <p role="status">{formatText(messages, 'registerAccountNameDone', { name })}</p>
      <Button fullWidth onClick={() => resetView(core, 'Account')}>
        {messages.accountTitle}
      </Button>
    </div>
  )
}
