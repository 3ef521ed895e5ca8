/** keccak256('Transfer(address,address,uint256)'): the topic of ERC-20 and ERC-721 transfers. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** Blocks read per step: bounds one store transaction and one burst of RPC calls. */
export const BLOCKS_PER_STEP = 50

/** Block hashes kept per chain to notice a chain that went back; older ones are pruned. */
export const KEPT_BLOCK_HASHES = 1024
