import { trackEvent } from '../actions/trackEvent'
import type { CaipNetworkId } from '../caip/types'
import { TrackedEvents } from '../constants/events'
import type { AirlockCore } from '../createAirlockCore'
import type { SIWXSession } from '../options/types'
import type { WalletConnectAuthenticateRequest, WalletConnectAuthentication } from './types'

// The message is asked for before any account is known: its fields (nonce, domain, uri,
// statement, lifetime) do not depend on the account, the wallet writes its own address in.
const NO_ACCOUNT = '0x0000000000000000000000000000000000000000'

/**
 * One-click sign-in over WalletConnect for a core with `siwx`: the pairing asks the wallet to sign
 * the dapp's sign-in text (the nonce, domain, uri, statement and lifetime of `siwx.createMessage`)
 * while it connects, and the signed texts are kept through `siwx.addSession` as if signed in the
 * sign view. Loaded on the first pairing.
 *
 * @example
 * hub.authentication = createSiwxAuthentication(core)
 */
export function createSiwxAuthentication(core: AirlockCore): WalletConnectAuthentication {
  return {
    async request(chains) {
      const siwx = core.options.siwx
      const first = chains[0]
      if (!siwx || first === undefined) return undefined
      const message = await siwx.createMessage({
        chainId: first as CaipNetworkId,
        accountAddress: NO_ACCOUNT,
      })
      const request: WalletConnectAuthenticateRequest = {
        chains: [...chains],
        domain: message.domain,
        uri: message.uri,
        nonce: message.nonce,
        methods: [],
      }
      if (message.statement !== undefined) request.statement = message.statement
      if (message.expirationTime !== undefined) request.exp = message.expirationTime
      if (message.notBefore !== undefined) request.nbf = message.notBefore
      if (message.resources !== undefined) request.resources = [...message.resources]
      return request
    },
    async complete(sessions: readonly SIWXSession[]) {
      const siwx = core.options.siwx
      if (!siwx) return
      try {
        for (const session of sessions) await siwx.addSession(session)
      } catch (error) {
        // Connected all the same: the sign view asks again, as after any refused sign-in.
        core.logger.warn('Airlock: the sign-in signed while connecting was not accepted', error)
        return
      }
      const network = sessions[0]?.data.chainId
      trackEvent(core, {
        event: TrackedEvents.SIWX_AUTH_SUCCESS,
        properties: { ...(network ? { network } : {}), oneClick: true },
      })
    },
  }
}
