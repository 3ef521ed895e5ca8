// Everything that needs @solana/web3.js, in one module the adapter loads with `import()` on the
// first send, fee estimate or balance read: connecting and signing messages never pay for it.

import { InvalidSendParametersError, type Network } from '@airlock/core'
import {
  type Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createSolanaConnection } from '../connection/solanaConnection'
import { formatLamports } from './formatLamports'
import type { SolanaPreflightCommitment } from './preflightCommitments'
import { type SolanaSendOptions, sendWithWallet } from './sendWithWallet'
import { SPL_TOKEN_DATA_PREFIX, splTransferInstructions } from './splTransfer'

export { createSolanaConnection }

/**
 * Sends SOL (no `data`) or an SPL token (`data: 'spl-token:<mint>'`) from the wallet's account to
 * `to`; `value` is in lamports or the token's base units. Resolves to the base58 signature once
 * confirmed.
 */
export async function sendSolanaTransfer(
  {
    wallet,
    account,
    chain,
    connection,
  }: { wallet: Wallet; account: WalletAccount; chain: `solana:${string}`; connection: Connection },
  { to, value, data }: { to: string; value: bigint; data?: string | undefined },
  options: SolanaSendOptions,
): Promise<string> {
  const owner = new PublicKey(account.address)
  const receiver = new PublicKey(to)
  let instructions: TransactionInstruction[]
  if (data === undefined || data === '' || data === '0x') {
    instructions = [
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: value }),
    ]
  } else if (data.startsWith(SPL_TOKEN_DATA_PREFIX)) {
    let mint: PublicKey
    try {
      mint = new PublicKey(data.slice(SPL_TOKEN_DATA_PREFIX.length))
    } catch {
      throw new InvalidSendParametersError({ metaMessages: [`Data: ${data}`] })
    }
    instructions = await splTransferInstructions(connection, {
      mint,
      owner,
      receiver,
      amount: value,
    })
  } else {
    throw new InvalidSendParametersError({ metaMessages: [`Data: ${data}`] })
  }
  return sendWithWallet({ wallet, account, chain, connection }, instructions, options)
}

/** The chain's fee, in lamports, for a one-signature transfer from `address`. */
export async function estimateTransferFee(
  connection: Connection,
  { address, to }: { address: string; to: string },
  commitment: 'processed' | 'confirmed' | 'finalized',
): Promise<bigint> {
  const payer = new PublicKey(address)
  let receiver = payer
  try {
    receiver = new PublicKey(to)
  } catch {
    // A receiver not typed yet: the fee is the same.
  }
  const { blockhash } = await connection.getLatestBlockhash(commitment)
  const message = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1 }))
    .compileMessage()
  const { value } = await connection.getFeeForMessage(message, commitment)
  return BigInt(value ?? 0)
}

/** The SOL balance of `address`, formatted (`'1.5'`). */
export async function getSolBalance(
  connection: Connection,
  address: string,
  commitment: 'processed' | 'confirmed' | 'finalized',
): Promise<string> {
  return formatLamports(BigInt(await connection.getBalance(new PublicKey(address), commitment)))
}

export type { Network, SolanaPreflightCommitment }
