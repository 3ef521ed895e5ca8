import { configure } from '@testing-library/dom'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Two cores run build, typecheck and tests at once; the modal's chunk and the local HTTP server
// can take longer than Testing Library's 1 s default to answer.
configure({ asyncUtilTimeout: 5000 })

// Testing Library unmounts after each test only when test globals are on; ours are off.
afterEach(() => {
  cleanup()
})
