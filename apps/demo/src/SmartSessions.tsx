import { useAirlockAccount, useAirlockNetwork, useSmartSessions } from '@airlock/react'
import { type FormEvent, type ReactElement, useCallback, useEffect, useRef, useState } from 'react'
import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  isAddress,
  type LocalAccount,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { recipient } from './config'
import { errorWords } from './errorWords'
import { readSessionUsage, SpendRefusedError, spendWithSessionKey } from './spendWithSessionKey'

/** The local cloud's seeded USDC: the same address on every local chain, 6 decimals. */
const USDC: Hex = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
const DECIMALS = 6
/** Handed to the session key with the grant, for the gas of its spends. */
const GAS_ALLOWANCE = parseEther('0.001')
/** How long a permission granted here lasts. */
const LIFETIME_SECONDS = 3600

type Granted = { context: Hex; account: Hex; limit: bigint; expiry: number; revoked?: boolean }

const usdc = (units: bigint) => `${formatUnits(units, DECIMALS)} USDC`

function toUnits(value: string): bigint | undefined {
  try {
    const units = parseUnits(value.trim(), DECIMALS)
    return units > 0n ? units : undefined
  } catch {
    return undefined
  }
}

/**
 * `/smart-sessions`: the visitor grants this page a USDC spending permission once, approved in the
 * embedded wallet's frame; the page's own session key then spends within it with no prompt at
 * all, and the smart account refuses (on chain) a spend over the limit. Revoke ends it;
 * disconnecting does too.
 */
export function SmartSessions(): ReactElement {
  const { address, isConnected } = useAirlockAccount()
  const { network } = useAirlockNetwork()
  const { enabled, grantPermissions, revokePermissions } = useSmartSessions()
  const rpcUrl = network.rpcUrls.default.http[0] ?? ''
  const key = useRef<LocalAccount>(undefined)
  const [granted, setGranted] = useState<Granted>()
  const [spent, setSpent] = useState(0n)
  const [balances, setBalances] = useState<{ account: bigint; to: bigint }>()
  const [limit, setLimit] = useState('2')
  const [amount, setAmount] = useState('0.5')
  const [to, setTo] = useState<string>(recipient)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>()

  const readBalances = useCallback(async () => {
    if (!address || !isAddress(address)) return
    const client = createPublicClient({ transport: http(rpcUrl) })
    const balanceOf = (holder: Hex) =>
      client.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
    const target = isAddress(to) ? to : recipient
    const [account, receiver] = await Promise.all([balanceOf(address), balanceOf(target as Hex)])
    setBalances({ account, to: receiver })
  }, [address, rpcUrl, to])

  useEffect(() => {
    if (!isConnected) {
      // Disconnecting revoked the permission: this page forgets it.
      setGranted(undefined)
      setBalances(undefined)
      return
    }
    void readBalances().catch(() => undefined)
  }, [isConnected, readBalances])

  const run = async (action: () => Promise<string>) => {
    setBusy(true)
    setOutcome(undefined)
    try {
      setOutcome({ ok: true, text: await action() })
    } catch (error) {
      // The account's own refusal is said as it is; the wallet's errors in the demo's words.
      setOutcome({
        ok: false,
        text: error instanceof SpendRefusedError ? error.message : errorWords(error, 'signature'),
      })
    } finally {
      setBusy(false)
      void readBalances().catch(() => undefined)
    }
  }

  const grant = (event: FormEvent) => {
    event.preventDefault()
    const allowance = toUnits(limit)
    if (allowance === undefined) {
      setOutcome({ ok: false, text: 'Enter a limit in USDC, more than 0.' })
      return
    }
    void run(async () => {
      key.current = privateKeyToAccount(generatePrivateKey())
      const expiry = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS
      const answer = await grantPermissions({
        signer: key.current,
        permission: { type: 'erc20-token-transfer', token: USDC, allowance },
        expiry,
        gasAllowance: GAS_ALLOWANCE,
      })
      setGranted({ context: answer.context, account: answer.address, limit: allowance, expiry })
      setSpent(0n)
      return `Permission granted: up to ${usdc(allowance)}.`
    })
  }

  const spend = (event: FormEvent) => {
    event.preventDefault()
    const units = toUnits(amount)
    if (!granted || !key.current) return
    if (units === undefined || !isAddress(to)) {
      setOutcome({ ok: false, text: 'Enter an amount in USDC and an address to send to.' })
      return
    }
    const sessionKey = key.current
    void run(async () => {
      try {
        const hash = await spendWithSessionKey({
          rpcUrl,
          key: sessionKey,
          account: granted.account,
          to: to as Hex,
          amount: units,
        })
        return `Sent ${usdc(units)} with the session key (no prompt): ${hash}`
      } finally {
        const usage = await readSessionUsage(rpcUrl, granted.account, sessionKey.address).catch(
          () => undefined,
        )
        if (usage) setSpent(usage.spent)
      }
    })
  }

  const revoke = () => {
    if (!granted) return
    void run(async () => {
      await revokePermissions({ context: granted.context })
      // Kept, so the page can show a spend being refused now.
      setGranted({ ...granted, revoked: true })
      return 'Permission revoked: the session key can no longer spend.'
    })
  }

  return (
    <section aria-labelledby="smart-sessions-title">
      <h2 id="smart-sessions-title">Smart sessions</h2>
      <p>
        Grant this page a USDC spending permission once, in the wallet. Its session key then spends
        within the limit without asking again; the smart account refuses anything over it. Log in
        with email (the embedded wallet's smart account), with some ETH and USDC in it.
      </p>
      {!enabled && <p role="alert">The smartSessions feature is off on this page.</p>}
      <dl>
        <dt>Account USDC</dt>
        <dd>
          <output aria-label="Account USDC">{balances ? usdc(balances.account) : '-'}</output>
        </dd>
        <dt>Recipient USDC</dt>
        <dd>
          <output aria-label="Recipient USDC">{balances ? usdc(balances.to) : '-'}</output>
        </dd>
        <dt>Permission</dt>
        <dd>
          <output aria-label="Permission">
            {granted?.revoked
              ? 'Revoked'
              : granted
                ? `Up to ${usdc(granted.limit)}, ${usdc(spent)} spent, until ${new Date(granted.expiry * 1000).toLocaleTimeString()}`
                : 'None'}
          </output>
        </dd>
        <dt>Session key</dt>
        <dd>
          <output aria-label="Session key">
            <code>{granted ? granted.context : '-'}</code>
          </output>
        </dd>
      </dl>
      <button type="button" onClick={() => void readBalances().catch(() => undefined)}>
        Refresh balances
      </button>
      <form onSubmit={grant} aria-label="Grant">
        <label>
          Limit (USDC)
          <input value={limit} onChange={(e) => setLimit(e.target.value)} inputMode="decimal" />
        </label>
        <button type="submit" disabled={!isConnected || !enabled || busy}>
          Grant permission
        </button>
      </form>
      <form onSubmit={spend} aria-label="Spend">
        <label>
          Send to
          <input value={to} onChange={(e) => setTo(e.target.value)} spellCheck={false} />
        </label>
        <label>
          Amount (USDC)
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>
        <button type="submit" disabled={!granted || busy}>
          Spend with the session key
        </button>
      </form>
      <button type="button" onClick={revoke} disabled={!granted || granted.revoked || busy}>
        Revoke permission
      </button>
      <output aria-label="Smart session result">
        {busy && 'Working...'}
        {outcome?.ok && outcome.text}
        {outcome && !outcome.ok && <span role="alert">{outcome.text}</span>}
      </output>
    </section>
  )
}
