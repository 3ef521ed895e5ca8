import { httpError } from '../server/httpError'

/**
 * An EVM address from a path or query parameter (SPEC §5: 40 hex characters, `0x` optional),
 * as lowercase `0x` hex; anything else answers 400 `Invalid address`.
 *
 * @example
 * parseAddressParam('F39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39fd6e5...'
 */
export function parseAddressParam(value: string | undefined, name = 'address'): `0x${string}` {
  const match = /^(?:0x)?([0-9a-fA-F]{40})$/.exec(value ?? '')
  if (!match?.[1]) httpError(400, 'Invalid address', { [name]: value ?? null })
  return `0x${match[1].toLowerCase()}`
}
