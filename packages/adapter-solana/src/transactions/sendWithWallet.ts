import { SendTransactionFailedError } from '@airlock/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import {
  type Connection,
  PublicKey,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { SolanaFeatureNotSupportedError } from '../errors/SolanaFeatureNotSupportedError'
import { type SolanaPreflightCommitment, toCurrentCommitment } from './preflightCommitments'

/** How a transaction is sent: the preflight and confirmation commitments. */
export type SolanaSendOptions = {
  preflightCommitment: SolanaPreflightCommitment
  commitment: SolanaPreflightCommitment
  skipPreflight?: boolean
  maxRetries?: number
}

type Features = Partial<SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature>

/**
 * Builds a legacy transaction of `instructions` paid by the account, has the wallet sign and send
 * it (`solana:signAndSendTransaction`, or `solana:signTransaction` and our own send), waits until
 * it reaches `commitment` and resolves to its base58 signature. A transaction the chain rejects
 * or fails becomes `SendTransactionFailedError`; the wallet's refusal is passed on as it came.
 */
export async function sendWithWallet(
  {
    wallet,
    account,
    chain,
    connection,
  }: { wallet: Wallet; account: WalletAccount; chain: `solana:${string}`; connection: Connection },
  instructions: readonly TransactionInstruction[],
  options: SolanaSendOptions,
): Promise<string> {
  const features = wallet.features as Features
  const current = toCurrentCommitment(options.commitment)
  const { blockhash, lastValidBlockHeight } = await connection
    .getLatestBlockhash(current)
    .catch((cause: unknown) => {
      throw new SendTransactionFailedError({ cause })
    })
  const transaction = new Transaction({
    feePayer: new PublicKey(account.address),
    blockhash,
    lastValidBlockHeight,
  }).add(...instructions)
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const sendOptions = {
    preflightCommitment: toCurrentCommitment(options.preflightCommitment),
    ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  }

  let signature: string
  const signAndSend = features['solana:signAndSendTransaction']
  const sign = features['solana:signTransaction']
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      chain,
      transaction: bytes,
      options: { ...sendOptions, commitment: current },
    })
    if (!output)
      throw new SendTransactionFailedError({ details: 'The wallet returned no signature' })
    signature = bs58.encode(output.signature)
  } else if (sign) {
    const [output] = await sign.signTransaction({ account, chain, transaction: bytes })
    if (!output)
      throw new SendTransactionFailedError({ details: 'The wallet returned no transaction' })
    signature = await connection
      .sendRawTransaction(output.signedTransaction, sendOptions as never)
      .catch((cause: unknown) => {
        throw new SendTransactionFailedError({ cause })
      })
  } else {
    throw new SolanaFeatureNotSupportedError({ feature: 'solana:signAndSendTransaction' })
  }

  const result = await connection
    .confirmTransaction({ signature, blockhash, lastValidBlockHeight }, current)
    .catch((cause: unknown) => {
      throw new SendTransactionFailedError({ cause, metaMessages: [`Signature: ${signature}`] })
    })
  if (result.value.err) {
    throw new SendTransactionFailedError({
      details: JSON.stringify(result.value.err),
      metaMessages: [`Signature: ${signature}`],
    })
  }
  return signature
}
