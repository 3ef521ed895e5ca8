import {
  createPublicClient,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { answerWalletRequest } from './answerWalletRequest'

// What the WalletConnect test wallet answers, against the real anvil chains of the global set-up.
// The wallet over a real relay is tested in apps/cloud (test/relayWallet.test.ts).

const account = privateKeyToAccount(anvilKey(9))
const rpcUrls = { 31337: inject('rpc31337'), 1: inject('rpc1') }
const switched: number[] = []
const base = {
  account,
  rpcUrls,
  chainId: 31337,
  switchChain: async (id: number) => {
    switched.push(id)
  },
}

describe('answerWalletRequest', () => {
  it('signs personal_sign and eth_signTypedData_v4 with the key', async () => {
    const message = stringToHex('hello')
    const signature = (await answerWalletRequest({
      ...base,
      method: 'personal_sign',
      params: [message, account.address],
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true)

    const typed = {
      domain: { name: 'Airlock', chainId: 1 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note' as const,
      message: { text: 'hi' },
    }
    const typedSignature = (await answerWalletRequest({
      ...base,
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typed)],
    })) as `0x${string}`
    expect(
      await verifyTypedData({ address: account.address, ...typed, signature: typedSignature }),
    ).toBe(true)
  })

  it('sends eth_sendTransaction to the chain the dapp named', async () => {
    const to = '0x00000000000000000000000000000000000b0b01'
    const hash = (await answerWalletRequest({
      ...base,
      chainId: 1,
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: '0x2386f26fc10000' }],
    })) as `0x${string}`
    const client = createPublicClient({ transport: http(rpcUrls[1]) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.01'))
  })

  it('switches among chains it has an RPC for, else 4902; unknown methods 4200', async () => {
    await answerWalletRequest({
      ...base,
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    expect(switched).toEqual([1])
    await expect(
      answerWalletRequest({
        ...base,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x89' }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      answerWalletRequest({ ...base, method: 'eth_sign', params: [] }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
