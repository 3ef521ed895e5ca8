import { expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { createMockWallet } from '../wallet/createMockWallet'
import { announceMockWallet } from './announceMockWallet'

type Announcement = { info: Record<string, string>; provider: unknown }

function wallet() {
  return createMockWallet({
    privateKeys: [anvilKey(7)],
    chains: [{ id: 31337, rpcUrl: inject('rpc31337') }],
    name: 'Test Wallet',
    rdns: 'com.example.test',
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    icon: 'data:image/svg+xml,<svg/>',
  })
}

function listen(target: EventTarget): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    seen.push((event as CustomEvent<Announcement>).detail)
  })
  return seen
}

test('announces at once and again on every eip6963:requestProvider, until stopped', () => {
  const target = new EventTarget()
  const seen = listen(target)
  const w = wallet()
  const stop = announceMockWallet(w, target)
  expect(seen).toHaveLength(1)
  expect(seen[0]?.info).toEqual({
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'com.example.test',
  })
  expect(seen[0]?.provider).toBe(w.provider)
  expect(Object.isFrozen(seen[0])).toBe(true)
  expect(Object.isFrozen(seen[0]?.info)).toBe(true)

  target.dispatchEvent(new Event('eip6963:requestProvider'))
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(seen).toHaveLength(3)
  stop()
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(seen).toHaveLength(3)
})

test('injectEthereum sets target.ethereum, and stop() removes it only if it is still ours', () => {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  const w = wallet()
  expect(target.ethereum).toBeUndefined()
  const stop = announceMockWallet(w, target, { injectEthereum: true })
  expect(target.ethereum).toBe(w.provider)
  stop()
  expect('ethereum' in target).toBe(false)

  const stopAgain = announceMockWallet(w, target, { injectEthereum: true })
  const other = {}
  target.ethereum = other
  stopAgain()
  expect(target.ethereum).toBe(other)

  const plain = new EventTarget()
  announceMockWallet(w, plain)
  expect('ethereum' in plain).toBe(false)
})
