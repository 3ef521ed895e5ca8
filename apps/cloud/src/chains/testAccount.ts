import { ChainError } from './ChainError'
import { TEST_ACCOUNTS } from './constants'

/**
 * The address of the test mnemonic's account `index` (0-9 are the funded test accounts, 10 the
 * seed's deployer).
 *
 * @example
 * testAccount(0) // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function testAccount(index: number): `0x${string}` {
  const address = TEST_ACCOUNTS[index]
  if (!address) throw new ChainError(`There is no test account ${index}`)
  return address
}
