import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCloud, type TestCloud } from './startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(async () => {
  await cloud?.dispose()
})

describe('the platform', () => {
  it('answers /health without a project', async () => {
    const res = await fetch(`${cloud.url}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', store: 'pglite' })
  })

  it('rejects an unknown project with Invalid App Configuration', async () => {
    const res = await fetch(cloud.at('/getWallets', { projectId: 'no-such-project' }))
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: 'Invalid App Configuration' })
  })
})
