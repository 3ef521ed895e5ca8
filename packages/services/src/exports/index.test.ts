import { expect, it } from 'vitest'
import * as services from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(services).sort()).toEqual([
    'DEFAULT_ORIGINS',
    'DEFAULT_PROJECT_ID',
    'HELP',
    'ServicesError',
    'findBusyPorts',
    'parseServicesArgs',
    'servicePorts',
    'startServices',
  ])
})
