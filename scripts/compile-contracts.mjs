// Compiles the Solidity sources of the app it runs in (contracts/src, from the working directory:
// pnpm runs a package's script there) with that app's pinned npm `solc` (offline) into
// contracts/artifacts/<Name>.json (abi + creation bytecode). The artifacts are committed so that
// the app and its tests never compile. The cloud and the secure site both use it:
//   pnpm --filter @airlock/cloud compile-contracts
//   pnpm --filter @airlock/secure-site compile-contracts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const appDir = process.cwd()
const solc = createRequire(join(appDir, 'package.json'))('solc')
const sourceDir = join(appDir, 'contracts', 'src')
const artifactDir = join(appDir, 'contracts', 'artifacts')

// cancun: every local chain and every wallet's simulator runs it; anvil's default is newer.
const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

const sources = {}
for (const file of readdirSync(sourceDir)
  .filter((name) => name.endsWith('.sol'))
  .sort()) {
  sources[file] = { content: readFileSync(join(sourceDir, file), 'utf8') }
}

const output = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings })))
const problems = (output.errors ?? []).filter((entry) => entry.severity === 'error')
for (const entry of output.errors ?? []) console.error(entry.formattedMessage)
if (problems.length > 0) process.exit(1)

for (const [sourceName, contracts] of Object.entries(output.contracts)) {
  for (const [contractName, contract] of Object.entries(contracts)) {
    // Interfaces and abstract contracts have no code to deploy: nothing to write.
    if (contract.evm.bytecode.object === '') continue
    const artifact = {
      contractName,
      sourceName: `contracts/src/${sourceName}`,
      compiler: {
        version: solc.version(),
        settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
      },
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    }
    const target = join(artifactDir, `${contractName}.json`)
    writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
    console.info(`compiled ${contractName} (${contract.evm.bytecode.object.length / 2} bytes)`)
  }
}
