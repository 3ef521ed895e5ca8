import { type AirlockCore, isConnected, resetView } from '@airlock/core'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'

/**
 * An embedded modal is always on the page, so it follows the connection made anywhere (a stored
 * session restored on load, the page's own connect button, a disconnect from the page): on its
 * starting view it shows Account once connected, and back on Account it shows Connect once
 * disconnected. A view the visitor went to on purpose (a flow in progress) is left alone.
 */
export function useInlineFollowsConnection(core: AirlockCore, inline: boolean): void {
  const { chain, router } = useSnapshot(core.state)
  const account = chain.accounts[chain.activeNamespace]
  const connected = account?.status === 'connected' && account.caipAddress !== undefined
  const { view } = router
  useEffect(() => {
    if (!inline) return
    if (connected && view === 'Connect' && isConnected(core)) resetView(core, 'Account')
    else if (!connected && view === 'Account' && !isConnected(core)) resetView(core, 'Connect')
  }, [core, inline, connected, view])
}
