import { subscribe } from 'valtio/vanilla'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { AddressOrAuthConnectorNotFoundError } from '../errors/connection'
import { getEmbeddedChainId } from './getEmbeddedChainId'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { syncEmbeddedDappData } from './syncEmbeddedDappData'
import { syncEmbeddedTheme } from './syncEmbeddedTheme'
import type { EmbeddedFrame } from './types'

// The chain the frame starts on: an eip155 number, else the namespace's active (or first) network.
function frameChainId(core: AirlockCore, namespace: ChainNamespace): string {
  if (namespace === 'eip155') return `eip155:${getEmbeddedChainId(core)}`
  const { activeNetwork, networks } = core.state.chain
  const network =
    activeNetwork.chainNamespace === namespace
      ? activeNetwork
      : networks.find(({ chainNamespace }) => chainNamespace === namespace)
  return network?.caipNetworkId ?? `${namespace}:1`
}

/**
 * The secure frame, created on first use by the adapter's `createFrame` (which loads the frame's
 * code with `import()`) and shared by every embedded-wallet action of this core. Once ready it
 * gets the dapp's data (SYNC_DAPP_DATA) and theme (SYNC_THEME, again on every theme change); the
 * session token it pushes (SESSION_UPDATE) is kept in core's storage. A frame that failed to load
 * is forgotten: the next use tries again.
 *
 * @example
 * const frame = await loadEmbeddedFrame(core)
 */
export function loadEmbeddedFrame(core: AirlockCore): Promise<EmbeddedFrame> {
  const internals = core.internals.embedded
  if (internals.frame) return internals.frame
  const found = getEmbeddedWallet(core)
  if (!found) return Promise.reject(new AddressOrAuthConnectorNotFoundError())
  const { wallet, namespace } = found
  const loading = (async () => {
    const frame = await wallet.createFrame({
      secureSiteUrl: wallet.secureSiteUrl ?? core.options.secureSiteUrl,
      projectId: core.options.projectId ?? '',
      chainId: frameChainId(core, namespace),
      enableLogger: wallet.enableLogger ?? false,
    })
    // The page keeps the frame's token and hands it back in IS_CONNECTED, so a frame whose own
    // storage was lost can take the session up again.
    const off = frame.on('SESSION_UPDATE', ({ token }) =>
      core.storage.setEmbeddedSessionToken(token),
    )
    try {
      await frame.ready()
    } catch (error) {
      off()
      frame.destroy()
      throw error
    }
    void syncEmbeddedDappData(core, frame)
    void syncEmbeddedTheme(core, frame)
    subscribe(core.state.theme, () => void syncEmbeddedTheme(core, frame))
    return frame
  })()
  internals.frame = loading
  loading.catch(() => {
    if (internals.frame === loading) internals.frame = undefined
  })
  return loading
}
