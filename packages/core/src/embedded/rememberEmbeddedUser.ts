import type { CaipNetworkId } from '../caip/types'
import { STORAGE_KEYS } from '../constants/storageKeys'
import type { AirlockCore } from '../createAirlockCore'
import { embeddedChainNamespace } from './embeddedChainNamespace'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { toChainNumber } from './toChainNumber'
import type { EmbeddedWalletUser } from './types'

/**
 * Keeps the signed-in visitor after a connect or GET_USER: the login-used flag, the
 * email, the last chain and the social username are stored, the email login time removed, and
 * `core.state.embedded` holds the user.
 *
 * @example
 * rememberEmbeddedUser(core, user)
 */
export function rememberEmbeddedUser(core: AirlockCore, user: EmbeddedWalletUser): void {
  const { storage } = core
  const embedded = core.state.embedded
  storage.setEmailLoginUsed(true)
  if (user.email) {
    storage.setEmail(user.email)
    embedded.email = user.email
  }
  storage.remove(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
  const fallback = getEmbeddedWallet(core)?.namespace ?? 'eip155'
  const namespace = embeddedChainNamespace(user.chainId, fallback)
  const chain = toChainNumber(user.chainId)
  if (namespace !== 'eip155' && typeof user.chainId === 'string')
    storage.setLastUsedChain(user.chainId as CaipNetworkId)
  else if (Number.isSafeInteger(chain) && chain > 0)
    storage.setLastUsedChain(`${namespace}:${chain}`)
  if (user.userName) {
    storage.setSocialUsername(user.userName)
    embedded.socialUsername = user.userName
  }
  if (user.preferredAccountType) embedded.accountType = user.preferredAccountType
  embedded.user = toPlainUser(user)
  embedded.status = 'connected'
}

function toPlainUser(user: EmbeddedWalletUser): EmbeddedWalletUser {
  return { ...user, accounts: user.accounts.map((account) => ({ ...account })) }
}
