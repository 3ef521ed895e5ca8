/** A row of `secure_users` (the encrypted key stays inside the users module). */
export type UserRow = {
  id: string
  email: string | null
  social_provider: string | null
  social_subject: string | null
  user_name: string | null
  address: `0x${string}`
  encrypted_key: string
}

/** The reply of GET_USER (SPEC §3 "User"). Smart accounts are not enabled: always `eoa`. */
export type UserPayload = {
  email: string | null
  address: `0x${string}`
  chainId: number
  accounts: { address: `0x${string}`; type: 'eoa' }[]
  userName: string | null
  smartAccountDeployed: false
  preferredAccountType: 'eoa'
}
