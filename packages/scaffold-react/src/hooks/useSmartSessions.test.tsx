import { connect, SmartSessionsNotEnabledError } from '@airlock/core'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../test/renderAirlock'
import { type UseSmartSessionsReturnType, useSmartSessions } from './useSmartSessions'

let hook: UseSmartSessionsReturnType | undefined

function Probe() {
  hook = useSmartSessions()
  return <output aria-label="Smart sessions">{hook.enabled ? 'on' : 'off'}</output>
}

const key = {
  address: '0x00000000000000000000000000000000000000aa',
  signTypedData: async () => '0x' as const,
} as const

describe('useSmartSessions', () => {
  it('is off by default, and then refuses to grant before the wallet is asked', async () => {
    const { airlock, adapter } = renderAirlock(<Probe />)
    expect(screen.getByRole('status', { name: 'Smart sessions' }).textContent).toBe('off')
    await act(() => connect(airlock.core, { connector: adapter.getConnectors()[0]! }))
    await expect(
      hook?.grantPermissions({
        signer: key,
        permission: { type: 'native-token-transfer', allowance: 1n },
        expiry: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).rejects.toBeInstanceOf(SmartSessionsNotEnabledError)
  })

  it('follows the smartSessions feature', () => {
    renderAirlock(<Probe />, { features: { smartSessions: true } })
    expect(screen.getByRole('status', { name: 'Smart sessions' }).textContent).toBe('on')
  })
})
