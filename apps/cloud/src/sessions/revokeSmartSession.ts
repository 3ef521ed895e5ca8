import {
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  parseEther,
  recoverAddress,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC } from '../chains/constants'
import { defineLocalChain } from '../chains/defineLocalChain'
import { httpError } from '../server/httpError'
import type { RunningChain } from '../server/types'
import { MAX_REVOKE_SIGNATURE_CHARS, SESSION_RELAYER_INDEX, sessionAbi } from './sessionAbi'

// One relayed revoke at a time per chain: the relayer's nonces must not race.
const queues = new Map<number, Promise<unknown>>()

/**
 * `POST /v1/sessions/{id}/revoke` with `{ pci, signature }`: ends the session of key `pci` on the
 * smart account `account`. `signature` is the EIP-712 `RevokeSession(key, id)` of the account
 * (see the contract's `revokeDigest`), signed by the account's owner or by the session key giving
 * up its own permission; it is checked here first (401 `Invalid signature` and nothing is sent
 * for anyone else's), then relayed to `revokeSessionSigned` by the cloud's relayer, which pays the
 * gas, and the receipt awaited. 404 `Session not found` when the key has no session.
 *
 * @example
 * await revokeSmartSession(chain, account, { pci: key, signature })
 */
export async function revokeSmartSession(
  chain: RunningChain,
  account: Hex,
  body: unknown,
): Promise<{ revoked: true; transactionHash: Hex }> {
  const { pci, signature } = (body ?? {}) as Record<string, unknown>
  if (typeof pci !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(pci))
    httpError(400, 'Invalid request', { reason: 'pci must be the session key address' })
  if (
    typeof signature !== 'string' ||
    !isHex(signature) ||
    signature.length > MAX_REVOKE_SIGNATURE_CHARS
  )
    httpError(400, 'Invalid request', {
      reason: `signature must be hex, up to ${MAX_REVOKE_SIGNATURE_CHARS} characters`,
    })
  const key = pci as Hex
  const code = await chain.client.getCode({ address: account })
  if (!code || code === '0x') httpError(404, 'Session not found', { pci })
  const [, , id] = await chain.client.readContract({
    address: account,
    abi: sessionAbi,
    functionName: 'sessions',
    args: [key],
  })
  if (id === 0) httpError(404, 'Session not found', { pci })
  const [digest, owner] = await Promise.all([
    chain.client.readContract({
      address: account,
      abi: sessionAbi,
      functionName: 'revokeDigest',
      args: [key, BigInt(id)],
    }),
    chain.client.readContract({ address: account, abi: sessionAbi, functionName: 'owner' }),
  ])
  const signer = await recoverAddress({ hash: digest, signature }).catch(() => undefined)
  if (!signer || !(isAddressEqual(signer, owner) || isAddressEqual(signer, key)))
    httpError(401, 'Invalid signature', {
      reason: 'not signed by the account owner or the session key',
    })
  const previous = queues.get(chain.chainId) ?? Promise.resolve()
  const run = previous
    .catch(() => undefined)
    .then(() => relay(chain, account, key, BigInt(id), signature))
  queues.set(chain.chainId, run)
  return { revoked: true, transactionHash: await run }
}

async function relay(
  chain: RunningChain,
  account: Hex,
  key: Hex,
  id: bigint,
  signature: Hex,
): Promise<Hex> {
  const relayer = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: SESSION_RELAYER_INDEX })
  // A local chain's dev key: topped up when short, as the on-ramp treasury is.
  if ((await chain.client.getBalance({ address: relayer.address })) < parseEther('0.1'))
    await (
      chain.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
    )({ method: 'anvil_setBalance', params: [relayer.address, toHex(parseEther('100'))] })
  const wallet = createWalletClient({
    account: relayer,
    chain: defineLocalChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const hash = await wallet
    .writeContract({
      address: account,
      abi: sessionAbi,
      functionName: 'revokeSessionSigned',
      args: [key, id, signature],
    })
    .catch((error: unknown) =>
      httpError(409, 'Revoke failed', {
        reason: (error as { shortMessage?: string }).shortMessage ?? 'the chain refused it',
      }),
    )
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') httpError(409, 'Revoke failed', { transactionHash: hash })
  return hash
}
