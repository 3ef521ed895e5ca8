import { encodeAbiParameters, getContractAddress, type Hex, zeroHash } from 'viem'
import accountArtifact from '../../contracts/artifacts/AirlockAccount.json'
import factoryArtifact from '../../contracts/artifacts/AirlockAccountFactory.json'

/**
 * The CREATE2 deployment proxy every anvil (and most chains) has at this address: called with
 * `salt | init code`, it deploys the code at an address that depends only on them. Deploying
 * the factory through it gives one factory address on every chain, whoever pays.
 */
export const CREATE2_DEPLOYER: Hex = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** AirlockAccount (contracts/src): owner, `execute`, `executeSigned` (relayed, EIP-712), `nonce`, ERC-1271. */
export const accountAbi = accountArtifact.abi as typeof accountArtifact.abi
/** AirlockAccountFactory (contracts/src): `createAccount(owner)`, `getAddress(owner)`. */
export const factoryAbi = factoryArtifact.abi as typeof factoryArtifact.abi
export const accountBytecode = accountArtifact.bytecode as Hex
export const factoryBytecode = factoryArtifact.bytecode as Hex

/** Where the factory is on every chain (CREATE2 through {@link CREATE2_DEPLOYER}, salt 0). */
export const FACTORY_ADDRESS: Hex = /*#__PURE__*/ getContractAddress({
  opcode: 'CREATE2',
  from: CREATE2_DEPLOYER,
  salt: zeroHash,
  bytecode: factoryBytecode,
})

/**
 * The smart account of `owner` (the factory's CREATE2 address, salt 0, owner in the init code):
 * known without a call, before and after it is deployed.
 *
 * @example
 * smartAccountAddress('0xf39F...') // '0x...'
 */
export function smartAccountAddress(owner: Hex): Hex {
  return getContractAddress({
    opcode: 'CREATE2',
    from: FACTORY_ADDRESS,
    salt: zeroHash,
    bytecode: `${accountBytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}`,
  })
}
