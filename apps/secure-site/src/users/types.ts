/** A row of `secure_users` (the encrypted key stays inside the users module). */
export type UserRow = {
  id: string
  email: string | null
  social_provider: string | null
  social_subject: string | null
  user_name: string | null
  address: `0x${string}`
  encrypted_key: string
  /** The Solana (ed25519) account, base58; null for users from before it, until first used. */
  solana_address?: string | null
  /** The Solana key's ciphertext (see solana/createSolanaKey). */
  solana_encrypted_key?: string | null
  /** 'eoa' | 'smartAccount' once the user chose; null: the default (SPEC §6). */
  preferred_account_type?: string | null
}

/** An account type of the embedded wallet (SPEC §3). */
export type AccountType = 'eoa' | 'smartAccount'

/** The reply of GET_USER (SPEC §3 "User"): `address` is the account of `preferredAccountType`. */
export type UserPayload = {
  email: string | null
  address: `0x${string}`
  chainId: number
  accounts: { address: `0x${string}`; type: AccountType }[]
  userName: string | null
  smartAccountDeployed: boolean
  preferredAccountType: AccountType
}
