import { ed25519 } from '@noble/curves/ed25519'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { WalletRequestError } from './WalletRequestError'

export type AnswerSolanaRequestParameters = {
  keypair: Keypair
  method: string
  params: unknown
  /** Where `solana_signAndSendTransaction` sends; without one that method is refused. */
  rpcUrl?: string | undefined
}

/**
 * What the test wallet answers to a `solana` session request, in WalletConnect's Solana shapes:
 * `solana_signMessage` (`{ message: base58, pubkey }` -> `{ signature: base58 }`, ed25519),
 * `solana_signTransaction` (`{ transaction: base64 }` -> `{ signature, transaction }`) and
 * `solana_signAndSendTransaction` (sent to `rpcUrl`, -> `{ signature }`).
 *
 * @example
 * await answerSolanaRequest({ keypair, method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function answerSolanaRequest(p: AnswerSolanaRequestParameters): Promise<unknown> {
  const params = (typeof p.params === 'object' && p.params !== null ? p.params : {}) as Record<
    string,
    unknown
  >
  const address = p.keypair.publicKey.toBase58()
  switch (p.method) {
    case 'solana_signMessage': {
      if (typeof params.message !== 'string') throw invalid('solana_signMessage needs a message')
      if (params.pubkey !== undefined && params.pubkey !== address)
        throw invalid('solana_signMessage is for another account')
      const signature = ed25519.sign(bs58.decode(params.message), p.keypair.secretKey.slice(0, 32))
      return { signature: bs58.encode(signature) }
    }
    case 'solana_signTransaction': {
      const transaction = sign(p.keypair, params.transaction)
      return {
        signature: bs58.encode(transaction.signatures[0] as Uint8Array),
        transaction: Buffer.from(transaction.serialize()).toString('base64'),
      }
    }
    case 'solana_signAndSendTransaction': {
      if (!p.rpcUrl) throw new WalletRequestError(4200, 'The wallet has no Solana RPC.')
      const transaction = sign(p.keypair, params.transaction)
      const options = (params.sendOptions ?? {}) as { preflightCommitment?: string }
      const connection = new Connection(p.rpcUrl, 'confirmed')
      const signature = await connection.sendRawTransaction(transaction.serialize(), {
        preflightCommitment: (options.preflightCommitment ?? 'confirmed') as 'confirmed',
      })
      return { signature }
    }
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    default:
      throw new WalletRequestError(4200, 'The requested method is not supported by this wallet.')
  }
}

function sign(keypair: Keypair, encoded: unknown): VersionedTransaction {
  if (typeof encoded !== 'string') throw invalid('A base64 transaction is needed')
  const transaction = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64'))
  transaction.sign([keypair])
  return transaction
}

function invalid(message: string): WalletRequestError {
  return new WalletRequestError(-32602, message)
}
