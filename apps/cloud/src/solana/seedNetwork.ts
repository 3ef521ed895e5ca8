import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  LAMPORTS_PER_SOL,
  SEED_SOL_EACH,
  SOLANA_SEED_TOKEN,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
} from './constants'
import {
  SOLANA_TEST_ACCOUNT_COUNT,
  type SolanaKey,
  solanaSeedMint,
  solanaTestAccount,
} from './keys'
import type { LocalSolanaNetwork } from './network'

/** SOL the faucet starts with (it pays `requestAirdrop`). */
export const FAUCET_SOL = 1_000_000n

/**
 * The associated token account of `owner` for `mint` (classic token program), as
 * `getAssociatedTokenAddressSync` in `@solana/spl-token` derives it.
 */
export async function associatedTokenAddress(owner: string, mint: string): Promise<string> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [
      encoder.encode(address(owner)),
      encoder.encode(address(TOKEN_PROGRAM)),
      encoder.encode(address(mint)),
    ],
  })
  return pda
}

/**
 * Writes the seed into a fresh network's accounts (no transactions, so no history): the faucet,
 * test accounts 0-9 with `SEED_SOL_EACH` SOL, the seed token's mint (authority: the faucet) and
 * each test account's associated token account with `mintEach` tokens.
 */
export async function seedNetwork(net: LocalSolanaNetwork, faucet: SolanaKey): Promise<void> {
  const encoder = getAddressEncoder()
  const system = (key: string, sol: bigint) =>
    net.setAccount({
      address: key,
      lamports: sol * LAMPORTS_PER_SOL,
      owner: SYSTEM_PROGRAM,
      executable: false,
      data: new Uint8Array(),
    })
  system(faucet.address, FAUCET_SOL)
  const owners = Array.from(
    { length: SOLANA_TEST_ACCOUNT_COUNT },
    (_, i) => solanaTestAccount(i).address,
  )
  for (const owner of owners) system(owner, SEED_SOL_EACH)

  const mint = solanaSeedMint().address
  const each = SOLANA_SEED_TOKEN.mintEach * 10n ** BigInt(SOLANA_SEED_TOKEN.decimals)
  const mintData = Buffer.alloc(82)
  mintData.writeUInt32LE(1, 0)
  Buffer.from(encoder.encode(address(faucet.address))).copy(mintData, 4)
  mintData.writeBigUInt64LE(each * BigInt(owners.length), 36)
  mintData[44] = SOLANA_SEED_TOKEN.decimals
  mintData[45] = 1
  net.setAccount({
    address: mint,
    lamports: net.minimumBalanceForRentExemption(82),
    owner: TOKEN_PROGRAM,
    executable: false,
    data: new Uint8Array(mintData),
  })
  for (const owner of owners) {
    const data = Buffer.alloc(165)
    Buffer.from(encoder.encode(address(mint))).copy(data, 0)
    Buffer.from(encoder.encode(address(owner))).copy(data, 32)
    data.writeBigUInt64LE(each, 64)
    data[108] = 1
    net.setAccount({
      address: await associatedTokenAddress(owner, mint),
      lamports: net.minimumBalanceForRentExemption(165),
      owner: TOKEN_PROGRAM,
      executable: false,
      data: new Uint8Array(data),
    })
  }
}
