import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Transaction } from '@solana/web3.js'
import bs58 from 'bs58'

/**
 * A test double of a Solana RPC's `sendTransaction` (the secure site's unit tests do not start
 * the cloud's litesvm; the demo's e2e sends through the real one): it checks each transaction's
 * signatures, records it, and answers its first signature as the real RPC does, or a JSON-RPC
 * error for a transaction whose signatures do not verify.
 */
export async function startSolanaRpcDouble(): Promise<{
  url: string
  sent: Transaction[]
  close(): Promise<void>
}> {
  const sent: Transaction[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: [string, unknown] }
      const reply = (value: Record<string, unknown>) => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...value }))
      }
      if (call.method !== 'sendTransaction')
        return reply({ error: { code: -32601, message: 'Method not found' } })
      const transaction = Transaction.from(Buffer.from(call.params[0], 'base64'))
      if (!transaction.verifySignatures())
        return reply({
          error: { code: -32003, message: 'Transaction signature verification failure' },
        })
      sent.push(transaction)
      reply({ result: bs58.encode(transaction.signature as Buffer) })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
