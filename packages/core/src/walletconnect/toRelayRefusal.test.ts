import { describe, expect, it } from 'vitest'
import { ErrorMessages } from '../errors/messages'
import { toRelayRefusal } from './toRelayRefusal'

// The SDK's words for a relay that closed with 3000 (jsonrpc-provider); the real refusal by the
// cloud's relay is in walletConnect.test.ts.
const closed = (reason: string) =>
  new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)

describe('toRelayRefusal', () => {
  it('an unknown project is Invalid Project ID', () => {
    const refusal = toRelayRefusal(closed('Unauthorized: project nope not found'))
    expect(refusal?.shortMessage).toBe(ErrorMessages.INVALID_PROJECT_ID)
    expect(refusal?.shortMessage).toBe('Invalid Project ID')
  })

  it('an origin the project does not allow is Invalid App Configuration', () => {
    const refusal = toRelayRefusal(
      closed('Unauthorized: origin http://evil.example not allowed for project p'),
    )
    expect(refusal?.shortMessage).toBe('Invalid App Configuration')
  })

  it('any other socket trouble is not a refusal', () => {
    expect(toRelayRefusal(new Error('Socket stalled when trying to connect'))).toBeUndefined()
    expect(
      toRelayRefusal(new Error('WebSocket connection closed abnormally with code: 1006')),
    ).toBeUndefined()
  })
})
