import {
  type AirlockCore,
  fetchBalance,
  fetchSendGasPrice,
  getIdentity,
  getNameProfile,
  isSolanaAddress,
  type TokenBalance,
} from '@airlock/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
/** How long typing pauses before a name is looked up. */
const RESOLVE_DELAY_MS = 300

/**
 * What the receiver field resolved to: `notFound` is a name nobody registered, `invalid` not a
 * Solana address on Solana (names are eip155-only).
 */
export type ReceiverState = 'empty' | 'resolving' | 'resolved' | 'notFound' | 'invalid'

/** What {@link useSendForm} gives the view. */
export type SendForm = {
  send: ReturnType<typeof useSnapshot<AirlockCore['state']>>['send']
  tokens: TokenBalance[]
  receiver: ReceiverState
  insufficient: boolean
}

/**
 * The send form's live parts: the tokens to pick from (this network's balances), the receiver
 * resolved from an address or a registered name (with its avatar and name) into
 * `state.send.receiverAddress`, and the fee in USD with the insufficient-gas rule. On Solana the
 * receiver is a Solana address, kept as typed (base58 is case-sensitive); anything else is `invalid`.
 *
 * @example
 * const { tokens, receiver, insufficient } = useSendForm('bob.airlock', '1.5')
 */
export function useSendForm(receiverInput: string, amount: string): SendForm {
  const { core } = useAirlockInstance()
  const { api } = useApiClients()
  const send = useSnapshot(core.state).send
  const { activeNetwork, activeNamespace } = useSnapshot(core.state.chain)
  const solana = activeNamespace === 'solana'
  const tokens = send.tokenBalances.filter(
    (balance) => balance.chainId === activeNetwork.caipNetworkId,
  ) as TokenBalance[]
  const [receiver, setReceiver] = useState<ReceiverState>('empty')
  const [insufficient, setInsufficient] = useState(false)

  // A network switch empties `state.send`, balances included: they are read again for the new
  // network. A read already under way when the form was emptied fills the form it started from,
  // so the form asks once more after it.
  const idle = send.balancesStatus === 'idle'
  // biome-ignore lint/correctness/useExhaustiveDependencies: a network switch must read again even when the form stayed idle
  useEffect(() => {
    if (!idle) return
    const load = () => fetchBalance(core)
    load()
      .then(() => (core.state.send.balancesStatus === 'idle' ? load() : undefined))
      .catch(() => undefined)
  }, [core, idle, activeNetwork.caipNetworkId])

  useEffect(() => {
    const input = receiverInput.trim()
    const state = core.state.send
    // Already resolved (the view mounted again, e.g. back from the preview): keep it.
    if (
      input &&
      state.receiverAddress !== undefined &&
      (solana
        ? input === state.receiverAddress
        : input.toLowerCase() === state.receiverAddress.toLowerCase() ||
          input === state.receiverProfileName)
    ) {
      setReceiver('resolved')
      return
    }
    state.receiverProfileName = undefined
    state.receiverProfileImageUrl = undefined
    state.receiverAddress = undefined
    if (!input) {
      setReceiver('empty')
      return
    }
    if (solana) {
      // No names and no identity on Solana: the address as typed, or nothing.
      if (isSolanaAddress(input)) {
        state.receiverAddress = input
        setReceiver('resolved')
      } else {
        setReceiver('invalid')
      }
      return
    }
    const controller = new AbortController()
    const identify = (address: string) =>
      getIdentity(api, { address, signal: controller.signal }).then(
        (identity) => {
          if (controller.signal.aborted) return
          state.receiverProfileName = identity.name ?? undefined
          state.receiverProfileImageUrl = identity.avatar ?? undefined
        },
        () => undefined,
      )
    if (EVM_ADDRESS.test(input)) {
      state.receiverAddress = input.startsWith('0x') ? input : `0x${input}`
      setReceiver('resolved')
      void identify(state.receiverAddress)
      return () => controller.abort()
    }
    setReceiver('resolving')
    const timer = setTimeout(() => {
      getNameProfile(api, { name: input, signal: controller.signal }).then(
        (profile) => {
          if (controller.signal.aborted) return
          const address =
            profile?.addresses?.['60']?.address ??
            Object.values(profile?.addresses ?? {})[0]?.address
          if (!address) {
            setReceiver('notFound')
            return
          }
          state.receiverAddress = address
          state.receiverProfileName = profile?.name
          setReceiver('resolved')
          void identify(address)
        },
        () => {
          if (!controller.signal.aborted) setReceiver('notFound')
        },
      )
    }, RESOLVE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [receiverInput, api, core, solana])

  const token = send.token
  const receiverAddress = send.receiverAddress
  useEffect(() => {
    if (!token) return
    let live = true
    fetchSendGasPrice(core, {
      token: token as TokenBalance,
      amount: Number(amount) > 0 ? amount : '0',
      receiver: receiverAddress ?? '0x0000000000000000000000000000000000000001',
    }).then(
      (fee) => {
        if (live) setInsufficient(fee.insufficient)
      },
      () => {
        if (live) setInsufficient(false)
      },
    )
    return () => {
      live = false
    }
  }, [core, token, amount, receiverAddress])

  return { send, tokens, receiver, insufficient }
}
