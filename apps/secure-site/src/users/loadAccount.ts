import type { PrivateKeyAccount } from 'viem/accounts'
import { privateKeyToAccount } from 'viem/accounts'
import { decryptSecret } from '../crypto/decryptSecret'
import type { SiteContext } from '../server/SiteContext'
import type { UserRow } from './types'

/**
 * The user's viem account, decrypted for one signing request and then dropped: the key lives in
 * memory only while a request needs it.
 *
 * @example
 * const signature = await loadAccount(ctx, user).signMessage({ message: 'hi' })
 */
export function loadAccount(ctx: SiteContext, user: UserRow): PrivateKeyAccount {
  return privateKeyToAccount(
    decryptSecret(
      [ctx.masterKey, ...(ctx.previousMasterKeys ?? [])],
      user.encrypted_key,
      user.id,
    ) as `0x${string}`,
  )
}
