import { type Hex, hexToBytes } from 'viem'

// Controls other than tab and line breaks (C0, DEL, C1), and the bidirectional overrides that can
// make text read differently from its bytes.
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code === 9 || code === 10 || code === 13) continue
    if (code < 32 || (code >= 0x7f && code <= 0x9f)) return true
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true
  }
  return false
}

/**
 * The text of a message to sign: its bytes as UTF-8 when they are valid, readable text; undefined
 * when they are not (the screen then shows the hex).
 *
 * @example
 * readMessageText('0x6869') // 'hi'
 * readMessageText('0xff00') // undefined
 */
export function readMessageText(message: Hex): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return hasUnsafeCharacter(text) ? undefined : text
  } catch {
    return undefined
  }
}
