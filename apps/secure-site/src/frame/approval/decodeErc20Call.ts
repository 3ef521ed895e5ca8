import { decodeFunctionData, erc20Abi, formatUnits, type Hex, maxUint256 } from 'viem'
import type { PreparedToken } from '../../rpc/preparedTypes'
import type { ApprovalCatalogue } from './approvalMessages'
import { fillMessage } from './fillMessage'

/**
 * What an ERC-20 call does, in words, decoded from the calldata itself (transfer, approve,
 * transferFrom), the amount in the token's units when its symbol and decimals are known (read
 * from the chain by the prepare step). Undefined for any other calldata, which is shown raw only.
 *
 * @example
 * decodeErc20Call('0xa9059cbb…', token, messages) // 'Transfer 1.5 USDC to 0x…'
 */
export function decodeErc20Call(
  data: Hex,
  token: PreparedToken | undefined,
  tokenAddress: Hex | undefined,
  t: ApprovalCatalogue,
): string | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data })
  } catch {
    return undefined
  }
  const amount = (value: bigint) =>
    token
      ? `${formatUnits(value, token.decimals)} ${token.symbol}`
      : fillMessage(t['erc20.unknownToken'], {
          amount: value.toString(),
          token: tokenAddress ?? '',
        })
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, value] = decoded.args
      return fillMessage(t['erc20.transfer'], { amount: amount(value), to })
    }
    case 'approve': {
      const [spender, value] = decoded.args
      if (value === maxUint256 && token)
        return fillMessage(t['erc20.approveAll'], { spender, symbol: token.symbol })
      return fillMessage(t['erc20.approve'], { amount: amount(value), spender })
    }
    case 'transferFrom': {
      const [from, to, value] = decoded.args
      return fillMessage(t['erc20.transferFrom'], { amount: amount(value), from, to })
    }
    default:
      return undefined
  }
}
