import { readdirSync, readFileSync } from 'node:fs'

/** Linux reports process times in clock ticks; 100 per second on every mainstream kernel. */
const ticksPerSecond = 100

/**
 * CPU milliseconds (user + system) used so far by `pid` and every process below it (the cloud
 * and its anvil nodes), from /proc. Unlike wall-clock throughput this does not move with what
 * else the machine is doing. Undefined where /proc is missing (not Linux).
 *
 * @example
 * const before = processCpuMs(cloud.pid)
 */
export function processCpuMs(pid: number): number | undefined {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  const stats = new Map<number, { ppid: number; ticks: number }>()
  for (const entry of entries) {
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  if (!stats.has(pid)) return undefined
  let ticks = 0
  for (const [candidate, stat] of stats) {
    let current: number | undefined = candidate
    let info = stat
    while (current !== undefined && current !== pid && current > 1) {
      const parent = stats.get(info.ppid)
      current = parent ? info.ppid : undefined
      if (parent) info = parent
    }
    if (current === pid) ticks += stat.ticks
  }
  return (ticks * 1000) / ticksPerSecond
}
