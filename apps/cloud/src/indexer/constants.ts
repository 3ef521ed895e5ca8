/** keccak256('Transfer(address,address,uint256)'): the topic of ERC-20 and ERC-721 transfers. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** Blocks read per step: bounds one store transaction and one burst of RPC calls. */
export const BLOCKS_PER_STEP = 50

/** Block hashes kept per chain to notice a chain that went back; older ones are pruned. */
export const KEPT_BLOCK_HASHES = 1024

/** keccak256('Deposit(address,uint256)'): WETH9 wrapping ETH, minted to the indexed address. */
export const WETH_DEPOSIT_TOPIC =
  '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'

/** keccak256('Withdrawal(address,uint256)'): WETH9 unwrapping, burnt from the indexed address. */
export const WETH_WITHDRAWAL_TOPIC =
  '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'
