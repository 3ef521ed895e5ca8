import { readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'

/**
 * The machine a load run ran on, named without a host name or a path: cores, CPU model (from
 * /proc/cpuinfo where it exists), RAM and the Node version.
 *
 * @example
 * describeMachine() // '2 cores, AMD EPYC 7B13, 7.8 GiB RAM, Node v20.20.2'
 */
export function describeMachine(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU'
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'))
    if (line) model = line.slice(line.indexOf(':') + 1).trim()
  } catch {
    // Not Linux: os.cpus() named it.
  }
  const gib = (totalmem() / 1024 ** 3).toFixed(1)
  return `${cpus().length} cores, ${model}, ${gib} GiB RAM, Node ${process.version}`
}
