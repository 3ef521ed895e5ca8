import { TEST_ACCOUNTS } from '../chains/constants'

/** A name the cloud seeds, with the generated avatar it serves at `avatarPath`. */
export type SeededName = {
  name: string
  address: `0x${string}`
  /** Path of the avatar on this cloud (`GET /public/getAvatarImage/{name}`). */
  avatarPath: string
  /** Label and colour of the generated SVG (its initials on that colour). */
  label: string
  color: string
}

/**
 * The names every cloud has, so that `GET /v1/identity/{address}` answers something real for
 * the test accounts 8 and 9 (accounts 0-7 stay nameless: the demo's and tests' default accounts
 * show their address). Registered "first" (a fixed early date), so a name registered later for
 * the same address does not replace them.
 */
export const seededNames: readonly SeededName[] = [
  {
    name: 'alice.airlock',
    address: TEST_ACCOUNTS[8] as `0x${string}`,
    avatarPath: '/public/getAvatarImage/alice.airlock',
    label: 'Alice Airlock',
    color: '#7b61ff',
  },
  {
    name: 'bob.airlock',
    address: TEST_ACCOUNTS[9] as `0x${string}`,
    avatarPath: '/public/getAvatarImage/bob.airlock',
    label: 'Bob Airlock',
    color: '#00a67e',
  },
]

/** When the seeded names count as registered: before anything the names service registers. */
export const SEEDED_NAMES_REGISTERED_AT = '2024-01-01T00:00:00Z'
