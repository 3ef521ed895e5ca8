import { erc20Abi, type Hex, type PublicClient, slice } from 'viem'
import type { PreparedToken } from './preparedTypes'
import type { IntentCall } from './readRpcIntent'

/** The selectors of the ERC-20 calls the approval screen decodes: transfer, approve, transferFrom. */
export const ERC20_SELECTORS: readonly Hex[] = ['0xa9059cbb', '0x095ea7b3', '0x23b872dd']

/**
 * Symbol, decimals and name of every token an ERC-20 call among `calls` goes to, read from the
 * chain, keyed by the lower-case address. A contract that does not answer as a token is left
 * out: its calldata is shown raw.
 *
 * @example
 * await readTokens(client, [{ to: usdc, value: 0n, data: '0xa9059cbb...' }]) // { '0x...': { symbol: 'USDC', decimals: 6, name: 'USD Coin' } }
 */
export async function readTokens(
  client: PublicClient,
  calls: readonly IntentCall[],
): Promise<Record<string, PreparedToken>> {
  const addresses = new Set<Hex>()
  for (const call of calls)
    if (call.to && call.data.length >= 10 && ERC20_SELECTORS.includes(slice(call.data, 0, 4)))
      addresses.add(call.to.toLowerCase() as Hex)
  const tokens: Record<string, PreparedToken> = {}
  await Promise.all(
    [...addresses].map(async (address) => {
      const contract = { address, abi: erc20Abi } as const
      try {
        const [symbol, decimals] = await Promise.all([
          client.readContract({ ...contract, functionName: 'symbol' }),
          client.readContract({ ...contract, functionName: 'decimals' }),
        ])
        const name = await client
          .readContract({ ...contract, functionName: 'name' })
          .catch(() => undefined)
        tokens[address] = {
          symbol: symbol.slice(0, 32),
          decimals,
          ...(name === undefined ? {} : { name: name.slice(0, 64) }),
        }
      } catch {
        // Not a token (or not answering): the screen shows the calldata as it is.
      }
    }),
  )
  return tokens
}
