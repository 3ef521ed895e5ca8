import { base, mainnet, NoRpcUrlError, solana, UnsupportedChainError } from '@airlock/core'
import { expect, test } from 'vitest'
import { toAddEthereumChainParameter } from '../chain/toAddEthereumChainParameter'
import { toViemChain } from './toViemChain'

const proxied = {
  ...base,
  rpcUrls: { default: { http: ['http://127.0.0.1:8787/v1/?chainId=eip155%3A8453&projectId=p'] } },
}

test('a network becomes the viem chain of the same id, name, currency and RPC', () => {
  expect(toViemChain(proxied)).toEqual({
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: proxied.rpcUrls.default.http } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
    testnet: false,
  })
})

test('the add-chain parameter carries the RPC the dapp configured', () => {
  expect(toAddEthereumChainParameter(proxied)).toEqual({
    chainId: '0x2105',
    chainName: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: proxied.rpcUrls.default.http,
    blockExplorerUrls: ['https://basescan.org'],
  })
})

test('a network outside eip155, or without an RPC URL, is refused with the spec message', () => {
  expect(() => toViemChain(solana)).toThrow(UnsupportedChainError)
  expect(() => toViemChain(solana)).toThrow('Unsupported chain')
  const noRpc = { ...mainnet, rpcUrls: { default: { http: [] } } }
  expect(() => toViemChain(noRpc)).toThrow(NoRpcUrlError)
  expect(() => toViemChain(noRpc)).toThrow('No RPC url provided for chainId')
})
