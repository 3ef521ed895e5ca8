import { encodeFunctionData, type Hex, serializeErc6492Signature } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { assertNotAccountCommand } from './assertNotAccountCommand'
import { FACTORY_ADDRESS, factoryAbi } from './contracts'
import type { WalletAccounts } from './loadWalletAccounts'

/**
 * A signature for `signer`. The key signs in both cases: for the smart account, ERC-1271 accepts
 * the owner's signature over the hash (AirlockAccount.isValidSignature); one not deployed yet is
 * wrapped per ERC-6492 with the factory call that makes it, so a verifier (viem's
 * `publicClient.verifyMessage`) can check it before the account exists. Typed data that the
 * smart account would obey as a relayed command (assertNotAccountCommand) is refused, whoever asks.
 *
 * @example
 * const signature = await signAsAccount(accounts, 'smartAccount', (key) => key.signMessage({ message }), key)
 */
export async function signAsAccount(
  accounts: WalletAccounts,
  signer: 'eoa' | 'smartAccount',
  sign: (key: PrivateKeyAccount) => Promise<Hex>,
  key: PrivateKeyAccount,
): Promise<Hex> {
  const guarded: PrivateKeyAccount = {
    ...key,
    signTypedData: (typedData) => {
      assertNotAccountCommand(typedData, accounts)
      return key.signTypedData(typedData)
    },
  }
  const signature = await sign(guarded)
  if (signer === 'eoa' || accounts.smartAccount?.deployed) return signature
  return serializeErc6492Signature({
    address: FACTORY_ADDRESS,
    data: encodeFunctionData({
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [accounts.eoa],
    }),
    signature,
  })
}
