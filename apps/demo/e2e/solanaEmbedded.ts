import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { getAssociatedTokenAddress } from '@airlock/adapter-solana'
import type { Page } from '@playwright/test'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { readCode, typeCode } from './embedded'
import { expect } from './fixtures'

// Helpers of solanaEmbedded.spec.ts and its dev twin (issue 17, "The embedded wallet on Solana";
// issue 20, sign-in with it): the email login of the secure site gives a Solana account beside the
// EVM one; its signatures are approved by the visitor inside the frame.

/** The cloud's local Solana devnet, as core names it. */
export const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** A Solana address: 32 to 44 base58 characters (SPEC §5). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet) to bytes. */
function fromBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value.toString(16)
  const body = value === 0n ? Buffer.alloc(0) : Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), body])
}

/** Bytes to base58 (Bitcoin alphabet). */
function toBase58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros = bytes.length - bytes.toString('hex').replace(/^(00)+/, '').length / 2
  return '1'.repeat(zeros) + text
}

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message` (Node's crypto). */
export function verifySolana(message: string, signature: string, address: string): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: fromBase58(address).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, fromBase58(signature))
}

/** A new Solana address nobody used. */
export function freshAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519')
  return toBase58(Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url'))
}

const rpcUrl = () =>
  `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`

// The devnet's own RPC (the test's side door: the cloud's proxy serves what a dapp needs, and no
// airdrop).
const directUrl = () => `${process.env.E2E_SOLANA_URL}/${DEVNET.slice('solana:'.length)}`

async function rpc<T>(method: string, params: unknown[], url = rpcUrl()): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: unknown }
  if (body.result === undefined) throw new Error(JSON.stringify(body.error))
  return body.result
}

/** `owner`'s lamports on the local devnet. */
export const lamportsOf = async (owner: string): Promise<bigint> =>
  BigInt((await rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)

/** The cloud's seeded USDC mint on every local Solana network (6 decimals). */
export const USDC_MINT = '83jB2A8kkDe4BoMeU6BrCfX8qsUaqW1QjZ3dYhBQyRXt'
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** `owner`'s USDC token account (its associated one). */
export const usdcAccountOf = (owner: string): string =>
  getAssociatedTokenAddress(new PublicKey(USDC_MINT), new PublicKey(owner)).toBase58()

/** `owner`'s USDC in base units on the local devnet (0 without a token account). */
export async function usdcOf(owner: string): Promise<bigint> {
  const { value } = await rpc<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
    owner,
    { mint: USDC_MINT },
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  let total = 0n
  for (const { pubkey } of value) {
    const balance = await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [
      pubkey,
      { commitment: 'confirmed' },
    ])
    total += BigInt(balance.value.amount)
  }
  return total
}

/** Lamports a token account (165 bytes) must hold to exist: what creating one costs its payer. */
export const tokenAccountRent = async (): Promise<bigint> =>
  BigInt(await rpc<number>('getMinimumBalanceForRentExemption', [165]))

// The cloud's Solana test account 2 (seed = sha256 of its label, apps/cloud's README "Solana"),
// seeded with USDC, pays USDC to the embedded accounts under test; no other spec uses it.
const funder = () =>
  Keypair.fromSeed(createHash('sha256').update('airlock solana test account 2').digest())

/**
 * Sends `amount` USDC (base units) from the funder to `owner` (creating its token account) through
 * the cloud's RPC, and waits until they are there.
 */
export async function fundUsdc(owner: string, amount: bigint): Promise<void> {
  const before = await usdcOf(owner)
  const payer = funder()
  const mint = new PublicKey(USDC_MINT)
  const receiver = new PublicKey(owner)
  const destination = getAssociatedTokenAddress(mint, receiver)
  const data = Buffer.alloc(10)
  data[0] = 12 // TransferChecked
  data.writeBigUInt64LE(amount, 1)
  data[9] = 6
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [
    { commitment: 'confirmed' },
  ])
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: value.blockhash,
  })
  transaction.add(
    new TransactionInstruction({
      programId: ASSOCIATED_TOKEN_PROGRAM,
      keys: [
        { pubkey: payer.publicKey, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: receiver, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]), // CreateIdempotent
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        {
          pubkey: getAssociatedTokenAddress(mint, payer.publicKey),
          isSigner: false,
          isWritable: true,
        },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: payer.publicKey, isSigner: true, isWritable: false },
      ],
      data,
    }),
  )
  transaction.sign(payer)
  await rpc('sendTransaction', [
    transaction.serialize().toString('base64'),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ])
  await expect.poll(() => usdcOf(owner)).toBe(before + amount)
}

/** Airdrops `lamports` to `owner` on the local devnet and waits until they are there. */
export async function airdrop(owner: string, lamports: bigint): Promise<void> {
  const before = await lamportsOf(owner)
  await rpc('requestAirdrop', [owner, Number(lamports)], directUrl())
  await expect.poll(() => lamportsOf(owner)).toBe(before + lamports)
}

/** Switches the active network in the modal (the header's network button, then Networks). */
export async function switchNetworkTo(page: Page, from: string, to: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog')
  if ((await dialog.count()) > 0) {
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  }
  await page.getByRole('button', { name: from }).click()
  await page.getByRole('dialog').getByRole('button', { name: to }).click()
}

/**
 * Types `email` and the mailed code into the open Connect view; waits for an address of `shape`
 * in the page and returns it.
 */
export async function emailCode(page: Page, email: string, shape: RegExp): Promise<string> {
  const input = page.getByRole('textbox', { name: 'Email' })
  await input.fill(email)
  await input.press('Enter')
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible({
    timeout: 30_000,
  })
  const { code } = await readCode(email)
  await typeCode(page, code)
  const address = page.getByRole('status', { name: 'Address' })
  await expect(address).toHaveText(shape, { timeout: 30_000 })
  return (await address.textContent()) as string
}

/**
 * Drops the page's balance cache and reloads (the airdrop is news the page cannot hear of): the
 * embedded session is restored, on Solana Devnet again.
 */
export async function reloadOnSolana(page: Page, address: string): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (/^@airlock\/cache\/(portfolio|nativeBalance)\//.test(key)) localStorage.removeItem(key)
  })
  await page.reload()
  const shown = page.getByRole('status', { name: 'Address' })
  await expect(shown).not.toHaveText('Not connected', { timeout: 30_000 })
  if ((await page.getByRole('button', { name: 'Solana Devnet' }).count()) === 0)
    await switchNetworkTo(page, 'Ethereum', /Solana Devnet/)
  await expect(shown).toHaveText(address, { timeout: 30_000 })
}
