import { pushView, type SwapToken } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/** Opens the token picker for one side of the swap; shows the picked token's symbol and icon. */
export function SwapTokenButton({
  side,
  token,
  label,
}: {
  side: 'source' | 'to'
  token: Pick<SwapToken, 'symbol' | 'logoUri'> | undefined
  label: string
}): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={`${label}: ${token?.symbol ?? messages.swapSelectToken}`}
      onClick={() => {
        if (core.state.swap) core.state.swap.tokenSide = side
        pushView(core, 'SwapSelectToken')
      }}
    >
      {token ? (
        <>
          <img className="al-swap-token-icon" src={token.logoUri} alt="" width={20} height={20} />
          {token.symbol}
        </>
      ) : (
        messages.swapSelectToken
      )}
    </Button>
  )
}
