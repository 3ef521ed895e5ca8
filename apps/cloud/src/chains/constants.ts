/**
 * The mnemonic every local chain derives its accounts from: anvil's and Hardhat's well-known test
 * mnemonic. Its keys are public; never send real funds to these accounts.
 */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** Test accounts 0-9 (`m/44'/60'/0'/0/{i}`): funded with ETH by anvil and with tokens by the seed. */
export const TEST_ACCOUNT_COUNT = 10

/**
 * Account 10 deploys and mints every seeded contract. Kept apart from the test accounts so that
 * contract addresses depend only on its own nonce, whatever a developer does with accounts 0-9.
 */
export const DEPLOYER_ACCOUNT_INDEX = 10

/** Accounts anvil derives and funds (10000 ETH each): the test accounts plus the deployer. */
export const ANVIL_ACCOUNT_COUNT = 11

/**
 * Seconds between anvil's own state dumps. A clean stop dumps too; the interval bounds what a
 * SIGKILL of the node itself can lose.
 */
export const STATE_DUMP_INTERVAL_SECONDS = 2

/**
 * Addresses of the mnemonic's accounts 0-10 (`m/44'/60'/0'/0/{i}`), written out so that nothing
 * derives keys at start; a test checks them against the derivation.
 */
export const TEST_ACCOUNTS: readonly `0x${string}`[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
]
