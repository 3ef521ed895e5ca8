import { connect } from 'node:net'

/** Resolves once nothing accepts connections on `port` (or after `timeoutMs`). */
export async function waitPortFree(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const busy = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (!busy) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
