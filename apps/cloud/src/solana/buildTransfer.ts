import { getBase58Encoder } from '@solana/kit'
import { SYSTEM_PROGRAM } from './constants'
import type { SolanaKey } from './keys'

/** The compact length prefix of Solana's wire format. */
export function shortVec(length: number): Buffer {
  const out: number[] = []
  let rest = length
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return Buffer.from(out)
    }
    out.push(byte | 0x80)
  }
}

/** A signed legacy transaction: `from` pays `to` `amount` lamports (system transfer). */
export function buildTransfer(
  from: SolanaKey,
  to: string,
  amount: bigint,
  blockhash: string,
): Uint8Array {
  const encode = (value: string) => getBase58Encoder().encode(value)
  const data = Buffer.alloc(12)
  data.writeUInt32LE(2, 0)
  data.writeBigUInt64LE(amount, 4)
  const message = Buffer.concat([
    Buffer.from([1, 0, 1]),
    shortVec(3),
    Buffer.from(encode(from.address) as Uint8Array),
    Buffer.from(encode(to) as Uint8Array),
    Buffer.from(encode(SYSTEM_PROGRAM) as Uint8Array),
    Buffer.from(encode(blockhash) as Uint8Array),
    shortVec(1),
    Buffer.from([2]),
    shortVec(2),
    Buffer.from([0, 1]),
    shortVec(data.length),
    data,
  ])
  return new Uint8Array(Buffer.concat([shortVec(1), from.sign(message), message]))
}
