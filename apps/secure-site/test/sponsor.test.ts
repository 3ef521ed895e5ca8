import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAbi } from '../src/smartAccount/contracts'
import { executeTypedData } from '../src/smartAccount/signExecute'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

// Gas sponsorship for smart accounts, against anvil through the real site: the owner key signs,
// the sponsor key (the site's default, anvil account 9) submits and pays only gas.
const chain = foundry
// The account with session keys (27c5f7f) costs about twice the gas to create: 1M would not cover
// its creation and one call; this is the site's default cap.
const DAILY_GAS = 2_000_000
const sponsor = privateKeyToAccount(anvilKey(9)).address
const attacker = privateKeyToAccount(anvilKey(7)).address
const recipient = privateKeyToAccount(anvilKey(6)).address

let site: TestSite
let anvil: Anvil
let client: ReturnType<typeof createPublicClient>
let funder: ReturnType<typeof createWalletClient>
let startBlock: bigint

type Wallet = { token: string; eoa: Hex; smart: Hex }

const signIn = async (email: string): Promise<Wallet> => {
  const { token, user } = await signInByEmail(site, email, 31337)
  const accounts = user.accounts as { address: Hex; type: string }[]
  return {
    token,
    eoa: accounts.find((a) => a.type === 'eoa')?.address as Hex,
    smart: accounts.find((a) => a.type === 'smartAccount')?.address as Hex,
  }
}
/**
 * eth_sendTransaction as the frame sends it once the visitor approved (prepare, then the sealed
 * request with `confirmed: true`, as test/approvedRpc.ts does), keeping the HTTP status.
 */
const send = async (wallet: Wallet, tx: Record<string, unknown>) => {
  const request = { method: 'eth_sendTransaction', params: [tx] }
  const prepare = await site.api('rpc/prepare', request, wallet.token)
  if (prepare.status !== 200) return prepare
  const { prepared, seal } = prepare.json
  return site.api('rpc', { ...request, prepared, seal, confirmed: true }, wallet.token)
}
const fund = async (to: Hex, value: bigint) =>
  client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to, value, account: funder.account ?? null, chain }),
  })
/** Every transaction mined since the test started. */
const minedTransactions = async () => {
  const latest = await client.getBlockNumber()
  const all = []
  for (let n = startBlock; n <= latest; n++)
    all.push(...(await client.getBlock({ blockNumber: n, includeTransactions: true })).transactions)
  return all
}

beforeAll(async () => {
  anvil = await startAnvil(31337)
  site = await startTestSite({
    rpcUrls: { 31337: anvil.rpcUrl },
    config: { sponsorDailyGas: DAILY_GAS },
  })
  // cacheTime 0: viem would otherwise answer getBlockNumber from a 4 s cache.
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl), cacheTime: 0 })
  funder = createWalletClient({
    chain,
    account: privateKeyToAccount(anvilKey(5)),
    transport: http(anvil.rpcUrl),
  })
  // The factory goes onto the chain first (paid by the same key), so what follows is sponsoring.
  expect((await site.api('smart-account/networks', { projectId: 'airlock-demo' })).json).toEqual({
    smartAccountEnabledNetworks: [31337],
  })
  startBlock = (await client.getBlockNumber()) + 1n
})
afterAll(async () => {
  await site?.close()
  await anvil?.stop()
})

describe('gas sponsorship without funding the owner key', () => {
  it('a sponsor-drain loop (send from the smart account, then from the owner key) leaves the owner key with no more than dust', async () => {
    const wallet = await signIn('drain@example.com')
    await fund(wallet.smart, parseEther('1'))
    const sponsorBefore = await client.getBalance({ address: sponsor })
    const attackerBefore = await client.getBalance({ address: attacker })
    for (let round = 0; round < 3; round++) {
      const sent = await send(wallet, { from: wallet.smart, to: recipient, value: '0x3e8' })
      expect(sent.status, JSON.stringify(sent.json)).toBe(200)
      const receipt = await client.waitForTransactionReceipt({ hash: sent.json.result as Hex })
      expect(receipt.status).toBe('success')
      expect(isAddressEqual(receipt.from, sponsor)).toBe(true)
      // The attacker's move: spend from the owner key whatever the sponsorship put there.
      const balance = await client.getBalance({ address: wallet.eoa })
      const drained = await send(wallet, {
        from: wallet.eoa,
        to: attacker,
        value: `0x${(balance > 0n ? balance : 1n).toString(16)}`,
      })
      expect(drained.status).toBe(400)
      expect(String(drained.json.error)).toMatch(/fund|balance/i)
    }
    // Dust = 0 here: the owner key never received anything.
    expect(await client.getBalance({ address: wallet.eoa })).toBe(0n)
    expect(await client.getBalance({ address: attacker })).toBe(attackerBefore)
    expect(await client.getBalance({ address: wallet.smart })).toBe(parseEther('1') - 3000n)

    const mined = await minedTransactions()
    // Nothing was ever sent to the owner key, and every sponsor transaction carries no value.
    expect(mined.filter((tx) => tx.to && isAddressEqual(tx.to, wallet.eoa))).toEqual([])
    const bySponsor = mined.filter((tx) => isAddressEqual(tx.from, sponsor))
    expect(bySponsor.length).toBe(4) // the account's creation, then three relayed calls
    for (const tx of bySponsor) expect(tx.value).toBe(0n)
    // The sponsor paid exactly the gas of its own transactions.
    let gasPaid = 0n
    for (const tx of bySponsor) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      gasPaid += receipt.gasUsed * receipt.effectiveGasPrice
    }
    expect(sponsorBefore - (await client.getBalance({ address: sponsor }))).toBe(gasPaid)
  })

  it('a relayed call is valid once, for its own call, signed by the owner, before its deadline', async () => {
    const wallet = await signIn('replay@example.com')
    await fund(wallet.smart, parseEther('1'))
    const sent = await send(wallet, { from: wallet.smart, to: recipient, value: '0x1' })
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    const tx = await client.getTransaction({ hash: sent.json.result as Hex })
    const decoded = decodeFunctionData({ abi: accountAbi, data: tx.input })
    expect(decoded.functionName).toBe('executeSigned')
    const [to, value, data, deadline, signature] = decoded.args as [Hex, bigint, Hex, bigint, Hex]
    const relay = privateKeyToAccount(anvilKey(4))
    const attempt = (args: readonly unknown[]) =>
      client.call({
        account: relay,
        to: wallet.smart,
        data: encodeFunctionData({
          abi: accountAbi,
          functionName: 'executeSigned',
          args: args as [Hex, bigint, Hex, bigint, Hex],
        }),
      })
    // Replayed by anyone: the nonce has moved on.
    await expect(attempt([to, value, data, deadline, signature])).rejects.toThrow(
      /BadSignature|revert/i,
    )
    // The same signature for another recipient or amount.
    await expect(attempt([attacker, value, data, deadline, signature])).rejects.toThrow()
    await expect(attempt([to, parseEther('1'), data, deadline, signature])).rejects.toThrow()
    // A stranger's signature, and execute by anyone but the owner.
    const stranger = await privateKeyToAccount(anvilKey(3)).signMessage({ message: 'x' })
    await expect(attempt([attacker, 1n, '0x', deadline, stranger])).rejects.toThrow()
    await expect(
      client.call({
        account: relay,
        to: wallet.smart,
        data: encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [attacker, 1n, '0x'],
        }),
      }),
    ).rejects.toThrow()
    expect(
      await client.readContract({ address: wallet.smart, abi: accountAbi, functionName: 'nonce' }),
    ).toBe(1n)
  })

  it("a dapp cannot get an Execute command for the user's account signed through eth_signTypedData_v4", async () => {
    const wallet = await signIn('phish@example.com')
    // The very command the site signs for sendAsAccount, asked for by a dapp (numbers as strings).
    const typed = JSON.stringify(
      executeTypedData({
        account: wallet.smart,
        chainId: 31337,
        to: attacker,
        value: 1000n,
        data: '0x',
        nonce: 0n,
        deadline: 99999999999n,
      }),
      (_key, value) => (typeof value === 'bigint' ? String(value) : value),
    )
    for (const signer of [wallet.smart, wallet.eoa]) {
      const request = { method: 'eth_signTypedData_v4', params: [signer, typed] }
      const prepare = await site.api('rpc/prepare', request, wallet.token)
      const { prepared, seal } = prepare.json
      const signed =
        prepare.status === 200
          ? await site.api('rpc', { ...request, prepared, seal, confirmed: true }, wallet.token)
          : prepare
      expect(signed).toEqual({
        status: 400,
        json: {
          error:
            'This signature would let anyone move funds out of your smart account, so it was not signed',
        },
      })
    }
  })

  it('the daily cap stops a loop of sponsored calls with a clear error, and the next day allows again', async () => {
    const wallet = await signIn('cap@example.com')
    await fund(wallet.smart, parseEther('1'))
    const hashes: Hex[] = []
    let refused: { status: number; json: Record<string, unknown> } | undefined
    for (let round = 0; round < 40 && !refused; round++) {
      const sent = await send(wallet, { from: wallet.smart, to: recipient, value: '0x1' })
      if (sent.status === 200) hashes.push(sent.json.result as Hex)
      else refused = sent
    }
    expect(refused).toEqual({
      status: 429,
      json: { error: 'Daily gas sponsorship limit reached for this wallet, try again tomorrow' },
    })
    expect(hashes.length).toBeGreaterThanOrEqual(2)
    // What the sponsor really spent on this user (creation + calls) stays within the cap.
    const mined = await minedTransactions()
    let gasUsed = 0n
    for (const tx of mined.filter((t) => isAddressEqual(t.from, sponsor))) {
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      const forThisUser =
        (tx.to && isAddressEqual(tx.to, wallet.smart)) ||
        receipt.logs.some((log) => log.topics[1]?.endsWith(wallet.smart.slice(2).toLowerCase()))
      if (forThisUser) gasUsed += receipt.gasUsed
    }
    expect(gasUsed).toBeLessThanOrEqual(BigInt(DAILY_GAS))
    expect(gasUsed).toBeGreaterThan(BigInt(DAILY_GAS) / 2n)
    // Another user is not affected, and tomorrow (site clock) this one may send again.
    const other = await signIn('cap-other@example.com')
    await fund(other.smart, parseEther('1'))
    expect((await send(other, { from: other.smart, to: recipient, value: '0x1' })).status).toBe(200)
    site.advance(24 * 60 * 60 * 1000)
    expect((await send(wallet, { from: wallet.smart, to: recipient, value: '0x1' })).status).toBe(
      200,
    )
    expect(await client.getBalance({ address: wallet.eoa })).toBe(0n)
  })
})
