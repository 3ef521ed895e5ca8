import type { EmbeddedWalletRequest } from '@airlock/core'
import type { AirlockMessageId } from '../../messages/types'

/** One labelled line of what a request asks. */
export type RequestLine = { label: AirlockMessageId; value: string }

/** What ApproveTransaction shows for a request: a question and the lines worth reading. */
export type RequestDescription = { question: AirlockMessageId; lines: RequestLine[] }

// At most this many characters of a value are shown; the rest is elided (a hostile dapp could
// send megabytes of calldata).
const MAX_VALUE_LENGTH = 2000

function clip(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}...` : value
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return clip(value)
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return undefined
}

// personal_sign messages arrive hex-encoded; show the words when they are UTF-8 text.
function decodeMessage(value: string): string {
  if (!/^0x([0-9a-f]{2})*$/i.test(value)) return value
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(value.slice(2 + i * 2, 4 + i * 2), 16)
  }
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters (other than tab and line breaks) mean binary data: keep the hex.
    const binary = [...decoded].some((char) => {
      const code = char.charCodeAt(0)
      return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f
    })
    return binary ? value : decoded
  } catch {
    return value
  }
}

// Wei (hex or decimal) as ether with up to 18 decimals and no trailing zeros.
function formatWei(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    return undefined
  }
  let wei: bigint
  try {
    wei = BigInt(value)
  } catch {
    return undefined
  }
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`
}

/**
 * What an unsafe request asks, for the visitor to read before Approve or Reject (SPEC.md §4, §6):
 * the decoded message of `personal_sign`, the recipient, value and data of `eth_sendTransaction`,
 * the typed data of `eth_signTypedData_v4`, and the method name always.
 *
 * @example
 * describeRequest({ method: 'personal_sign', params: ['0x6869', '0xf39F...'] })
 * // { question: 'approveSignMessage', lines: [{ label: 'requestMethod', value: 'personal_sign' }, { label: 'requestMessage', value: 'hi' }] }
 */
export function describeRequest(request: EmbeddedWalletRequest): RequestDescription {
  const { method } = request
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const lines: RequestLine[] = [{ label: 'requestMethod', value: method }]
  const add = (label: AirlockMessageId, value: string | undefined) => {
    if (value !== undefined && value !== '') lines.push({ label, value })
  }
  if (method === 'personal_sign') {
    const message = text(params[0])
    add('requestMessage', message === undefined ? undefined : clip(decodeMessage(message)))
    add('requestFrom', text(params[1]))
    return { question: 'approveSignMessage', lines }
  }
  if (method === 'eth_sendTransaction') {
    const transaction = params[0]
    if (typeof transaction === 'object' && transaction !== null) {
      const fields = transaction as Record<string, unknown>
      add('requestFrom', text(fields.from))
      add('requestTo', text(fields.to))
      add('requestValue', formatWei(fields.value ?? '0x0'))
      add('requestData', text(fields.data))
    }
    return { question: 'approveSendTransaction', lines }
  }
  if (method === 'eth_signTypedData_v4') {
    add('requestFrom', text(params[0]))
    add('requestMessage', text(params[1]))
    return { question: 'approveSignMessage', lines }
  }
  return { question: 'approveRequest', lines }
}
