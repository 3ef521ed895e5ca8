// `@airlock/core/testing`: test doubles for a dapp's or an adapter's tests. They live in their own
// entry so that no runtime import of `@airlock/core` carries them (STYLE.md §17); the export list
// is pinned by testing.test.ts.
export {
  type CreateTestAdapterParameters,
  createTestAdapter,
  type TestAdapter,
  type TestAdapterCall,
  type TestAdapterControls,
} from '../adapter/createTestAdapter'
export {
  createTestEmbeddedFrame,
  TEST_FRAME_TIMES_OUT,
  type TestEmbeddedFrame,
  type TestEmbeddedFrameCall,
} from '../embedded/createTestEmbeddedFrame'
