import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Shell watchdog between us and the program (POSIX). We keep its stdin open; when it closes,
 * because we close it or because this process died (even by SIGKILL), the watchdog sends the
 * program SIGTERM. The shell exits with the program's exit code.
 */
export const watchdogScript: string = [
  'exec 3<&0',
  '"$0" "$@" </dev/null 3<&- &',
  'child=$!',
  '{ while read -r _ <&3; do :; done; kill -TERM "$child" 2>/dev/null; } </dev/null &',
  'reader=$!',
  'exec 3<&-',
  'wait "$child"',
  'status=$?',
  'kill "$reader" 2>/dev/null',
  'exit "$status"',
].join('\n')

/**
 * Spawns `binary` so that it receives SIGTERM when this process ends, however it ends: Node cannot
 * ask the kernel for a parent-death signal, so a shell watches a pipe we hold instead. Close the
 * returned child's stdin to stop the program gracefully. On Windows the program is spawned
 * directly (no watchdog).
 *
 * @example
 * const child = spawnWithWatchdog('/usr/bin/anvil', ['--port', '8545'])
 * child.stdin?.end() // anvil gets SIGTERM, saves its state and exits
 */
export function spawnWithWatchdog(binary: string, args: readonly string[]): ChildProcess {
  if (process.platform === 'win32')
    return spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  return spawn('/bin/sh', ['-c', watchdogScript, binary, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only us, and we stop chains in order.
    detached: true,
  })
}
