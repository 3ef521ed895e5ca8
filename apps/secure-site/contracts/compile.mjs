// Compiles the Solidity sources in contracts/src with the npm `solc` (offline, pinned) into
// contracts/artifacts/<Name>.json (abi + creation bytecode). The artifacts are committed so that
// the site and its tests never compile. Run: pnpm --filter @airlock/secure-site compile-contracts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = dirname(fileURLToPath(import.meta.url))
const sourceDir = join(here, 'src')
const artifactDir = join(here, 'artifacts')

// cancun, like the cloud's contracts: every local chain runs it.
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
    writeFileSync(
      join(artifactDir, `${contractName}.json`),
      `${JSON.stringify(artifact, null, 2)}\n`,
    )
    console.info(`compiled ${contractName} (${contract.evm.bytecode.object.length / 2} bytes)`)
  }
}
