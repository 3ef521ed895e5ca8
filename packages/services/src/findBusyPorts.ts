import { createServer } from 'node:net'
import { PORT_LABELS, type ServicePorts } from './servicePorts'

/**
 * The ports of `ports` that something already listens on (127.0.0.1), each with what it is for,
 * in the order of `ports`.
 *
 * @example
 * for (const busy of await findBusyPorts(servicePorts())) console.error(`port ${busy.port} ...`)
 */
export async function findBusyPorts(
  ports: ServicePorts,
): Promise<{ name: keyof ServicePorts; label: string; port: number }[]> {
  const entries = Object.entries(ports) as [keyof ServicePorts, number][]
  const free = await Promise.all(entries.map(([, port]) => isPortFree(port)))
  return entries
    .filter((_, index) => !free[index])
    .map(([name, port]) => ({ name, label: PORT_LABELS[name], port }))
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
