import { SendTransactionFailedError } from '@airlock/core'
import { type Connection, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
// web3.js takes instruction data as a Buffer; in browsers that is this package's.
import { Buffer } from 'buffer'

/** The SPL Token program. */
export const TOKEN_PROGRAM_ID: PublicKey = /*#__PURE__*/ new PublicKey(
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
)
/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM_ID: PublicKey = /*#__PURE__*/ new PublicKey(
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
)
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID: PublicKey = /*#__PURE__*/ new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)

/** Prefix of `data` that names an SPL mint in a send: `spl-token:<mint>`. */
export const SPL_TOKEN_DATA_PREFIX = 'spl-token:'

// Mint layout: mint authority (4 + 32 bytes), supply (8), decimals (1), ...
const MINT_DECIMALS_OFFSET = 44
const MINT_SIZE = 82
// Token program instruction numbers.
const TRANSFER_CHECKED = 12
// Associated Token Account program: create-idempotent.
const CREATE_IDEMPOTENT = 1

/** The associated token account of `owner` for `mint` under `programId`. */
export function getAssociatedTokenAddress(
  mint: PublicKey,
  owner: PublicKey,
  programId: PublicKey = TOKEN_PROGRAM_ID,
): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), programId.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

/**
 * The instructions that send `amount` (base units) of the SPL token `mint` from `owner` to
 * `receiver`: create the receiver's associated token account if it is missing (idempotent, paid
 * by the sender), then `transferChecked` with the mint's decimals read from the chain.
 */
export async function splTransferInstructions(
  connection: Connection,
  {
    mint,
    owner,
    receiver,
    amount,
  }: { mint: PublicKey; owner: PublicKey; receiver: PublicKey; amount: bigint },
): Promise<TransactionInstruction[]> {
  const account = await connection.getAccountInfo(mint)
  const programId = account?.owner
  if (
    !account ||
    !programId ||
    !(programId.equals(TOKEN_PROGRAM_ID) || programId.equals(TOKEN_2022_PROGRAM_ID)) ||
    account.data.length < MINT_SIZE
  ) {
    throw new SendTransactionFailedError({ details: `${mint.toBase58()} is not an SPL token mint` })
  }
  const decimals = account.data[MINT_DECIMALS_OFFSET] ?? 0
  const source = getAssociatedTokenAddress(mint, owner, programId)
  const destination = getAssociatedTokenAddress(mint, receiver, programId)
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return [
    new TransactionInstruction({
      programId: ASSOCIATED_TOKEN_PROGRAM_ID,
      keys: [
        { pubkey: owner, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: receiver, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: programId, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([CREATE_IDEMPOTENT]),
    }),
    new TransactionInstruction({
      programId,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: Buffer.from(data),
    }),
  ]
}
