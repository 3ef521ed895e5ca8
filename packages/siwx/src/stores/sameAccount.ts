/**
 * Whether two addresses on `chainId` are the same account: EVM (eip155) addresses compare without
 * case (checksums differ only in case); base58 Solana addresses are case-sensitive.
 */
export function sameAccount(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}
