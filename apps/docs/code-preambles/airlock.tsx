// biome-ignore-all lint/correctness/noUnusedImports: a preamble declares what the fragments after it may use
// biome-ignore-all lint/correctness/noUnusedVariables: as above
// Hidden before a Configuration fragment: what every `createAirlock` call on that page uses.
import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet } from '@airlock/core'
import { createAirlock } from '@airlock/react'

const projectId = 'my-project'
const networks = [mainnet, base]
const adapters = [createEvmAdapter()]
