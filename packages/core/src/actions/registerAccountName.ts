import { getNameProfile } from '../api/names/getNameProfile'
import { registerName } from '../api/names/registerName'
import type { ChainNamespace } from '../caip/types'
import { NAMES_NAMESPACES } from '../constants/chains'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { NameRegistrationError } from '../errors/names'
import { getApiClient } from '../http/getApiClient'
import { cacheKey } from '../storage/cacheKey'
import { getAccount } from './getAccount'
import { pushView } from './pushView'
import { replaceView } from './replaceView'
import { setProfile } from './setProfile'
import { showSnackbar } from './showSnackbar'
import { signMessage } from './signMessage'
import { toAccountName } from './toAccountName'

export type RegisterAccountNameParameters = {
  /** What the visitor typed: a label (`ana`) or a full name (`ana.airlock`). */
  name: string
  /** The current time (ms since epoch) put in the signed message; default `Date.now()`. */
  now?: number
}

export type RegisterAccountNameErrorType = NoActiveCaipAddressError | NameRegistrationError

/**
 * Registers an account name for the connected eip155 account:
 * pushes RegisterAccountNameSuccess, has the wallet sign the message (JSON `{ name, attributes,
 * timestamp }`), registers it with `POST /v1/profile/account` under the active chain's ENSIP-11
 * coin type (`60` on Ethereum mainnet, `0x80000000 | chainId` elsewhere), then sets the profile
 * name and avatar (and the identity cache, so a reload within 5 minutes shows it). On any error
 * (a refused signature, a taken name, a name that breaks the rules) it goes back to
 * RegisterAccountName with the name kept, shows `Error registering name {name}` and
 * throws `NameRegistrationError`.
 *
 * @example
 * await registerAccountName(core, { name: 'ana' }) // profileName 'ana.airlock'
 */
export async function registerAccountName(
  core: AirlockCore,
  parameters: RegisterAccountNameParameters,
): Promise<string> {
  const namespace: ChainNamespace = core.state.chain.activeNamespace
  const address = getAccount(core, namespace)?.address
  if (address === undefined) throw new NoActiveCaipAddressError()
  const valid = toAccountName(parameters.name)
  const name = valid ?? parameters.name
  pushView(core, 'RegisterAccountNameSuccess', { name })
  try {
    if (!valid) throw new Error(`Not a valid account name: ${name}`)
    if (!(NAMES_NAMESPACES as readonly string[]).includes(namespace))
      throw new Error(`Names are eip155 only, not ${namespace}`)
    const now = parameters.now ?? Date.now()
    const message = JSON.stringify({ name, attributes: {}, timestamp: now })
    const signature = await signMessage(core, { message, namespace })
    const client = getApiClient(core, 'api')
    await registerName(client, { coin_type: coinType(core), address, message, signature })
    const profile = await getNameProfile(client, { name }).catch(() => undefined)
    const avatar = (profile as { attributes?: { avatar?: unknown } } | undefined)?.attributes
      ?.avatar
    const profileImage = typeof avatar === 'string' ? avatar : undefined
    if (getAccount(core, namespace)?.address === address) {
      setProfile(core, { namespace, profileName: name, profileImage })
      core.storage.setCached(
        cacheKey('identity', address.toLowerCase()),
        { name, avatar: profileImage ?? null },
        now,
      )
    }
    return name
  } catch (error) {
    replaceView(core, 'RegisterAccountName', { name: parameters.name })
    showSnackbar(core, { messageId: 'errorRegisteringName', params: { name }, variant: 'error' })
    throw new NameRegistrationError({ name, cause: error })
  }
}

/** ENSIP-11 coin type of the active eip155 chain. */
function coinType(core: AirlockCore): number {
  const chainId = Number(core.state.chain.activeNetwork.id)
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
