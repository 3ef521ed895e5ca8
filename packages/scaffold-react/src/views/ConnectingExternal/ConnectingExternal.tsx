import { resetView } from '@airlock/core'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { Connecting } from './Connecting'
import { NotInstalled } from './NotInstalled'

/**
 * ConnectingExternal: connects with the chosen installed connector (waiting, a refusal in words,
 * retry) and shows the Account view when connected. A registry wallet that is not installed
 * shows its links instead.
 */
export function ConnectingExternal(): ReactElement | null {
  const { core } = useAirlockInstance()
  // Subscribes to the router; the objects handed to connect are core's own, not frozen copies.
  useSnapshot(core.state.router)
  const { connector, wallet } = core.state.router.data ?? {}
  if (connector) {
    return (
      <Connecting
        connector={connector}
        {...(wallet ? { wallet } : {})}
        onConnected={() => resetView(core, 'Account')}
      />
    )
  }
  if (wallet) return <NotInstalled wallet={wallet} />
  return null
}
