import { createServer } from 'node:net'
import { expect, it } from 'vitest'
import { findBusyPorts } from './findBusyPorts'
import { servicePorts } from './servicePorts'

it('names a port something listens on, and only that one', async () => {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const taken = (server.address() as { port: number }).port
  const ports = { ...servicePorts(), cloud: taken }
  const others = await findBusyPorts({ ...servicePorts(), cloud: taken })
  server.close()
  expect(others.find((busy) => busy.port === taken)).toEqual({
    name: 'cloud',
    label: 'the cloud',
    port: taken,
  })
  expect(ports.secureSite).toBe(8788)
})

it('gives the documented layout by default and moves it by an offset', () => {
  expect(servicePorts()).toMatchObject({ cloud: 8787, secureSite: 8788, relay: 8789, mail: 8025 })
  expect(servicePorts(1000).secureSite).toBe(servicePorts(1000).cloud + 1)
})
