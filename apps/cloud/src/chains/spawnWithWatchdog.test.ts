import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { spawnWithWatchdog, watchdogScript } from './spawnWithWatchdog'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-watchdog-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

test('closing the pipe stops the program with SIGTERM and reports its exit code', async () => {
  // The program says when its TERM trap is set (a file), so a loaded machine cannot end the pipe
  // before the trap exists (a fixed 100 ms wait failed that way under load).
  const ready = join(dir, 'trap-set')
  const child = spawnWithWatchdog('/bin/sh', [
    '-c',
    'trap "exit 7" TERM; : > "$0"; while :; do sleep 0.05; done',
    ready,
  ])
  const code = new Promise((resolve) => child.once('exit', resolve))
  await waitFor(async () => {
    try {
      await readFile(ready)
      return true
    } catch {
      return false
    }
  })
  expect(isAlive(child.pid as number)).toBe(true)
  child.stdin?.end()
  expect(await code).toBe(7)
})

test('a SIGKILLed parent still gets its anvil stopped, with the state saved', async () => {
  const stateFile = join(dir, 'state.json')
  const args = ['--port', '0', '--state', stateFile]
  // A stand-in for the cloud: a Node process that starts anvil the way spawnWithWatchdog does,
  // prints the watchdog's pid and anvil's port, and then is killed without a chance to clean up.
  const program = `
    const { spawn } = require('node:child_process')
    const child = spawn('/bin/sh', ['-c', ${JSON.stringify(watchdogScript)}, ${JSON.stringify(resolveAnvilBinary())}, ...${JSON.stringify(args)}], { stdio: ['pipe', 'pipe', 'ignore'], detached: true })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /Listening on 127\\.0\\.0\\.1:(\\d+)/.exec(out)
      if (match) { console.log(child.pid + ' ' + match[1]); out = '' }
    })
    setInterval(() => {}, 1000)
  `
  const parent = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [watchdogPid = 0, port = 0] = await new Promise<number[]>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) =>
      resolve(chunk.toString().trim().split(' ').map(Number)),
    ),
  )
  const rpc = (method: string, params: unknown[] = []) =>
    fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json() as Promise<{ result?: string }>)
  await waitFor(async () => (await rpc('eth_chainId').catch(() => undefined))?.result !== undefined)
  await rpc('anvil_mine', ['0x3'])

  parent.kill('SIGKILL')
  await waitFor(() => !isAlive(watchdogPid))
  const state = JSON.parse(await readFile(stateFile, 'utf8'))
  expect(state.block.number).toBe('0x3')
  await expect(rpc('eth_chainId')).rejects.toThrow()
})
