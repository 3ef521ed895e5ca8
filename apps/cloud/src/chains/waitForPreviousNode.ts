import { readFile } from 'node:fs/promises'

/**
 * Waits until the node that last used `stateFile` (its watchdog's pid is in `<stateFile>.pid`)
 * has exited. A cloud restarted right after a crash would otherwise start a new node while the
 * old one is still writing its final state: the new one would read half a file, and find the
 * port taken. Resolves at once when there is no pid file or that process is gone or is not a
 * node of ours (a reused pid); gives up after `timeoutMs`.
 *
 * @example
 * await waitForPreviousNode('.airlock/cloud/chains/1.json')
 */
export async function waitForPreviousNode(stateFile: string, timeoutMs = 15_000): Promise<void> {
  const pid = Number(await readFile(`${stateFile}.pid`, 'utf8').catch(() => ''))
  if (!Number.isSafeInteger(pid) || pid <= 0) return
  const deadline = Date.now() + timeoutMs
  while ((await isOurNode(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

async function isOurNode(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  // Linux tells what the process runs; elsewhere a live pid is taken at its word.
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined)
  return commandLine === undefined || commandLine.includes('anvil')
}
