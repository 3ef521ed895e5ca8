// The public API of @airlock/core. Named re-exports only (STYLE.md §7); the export list is
// pinned by index.test.ts. Each section below is owned by one area of core.

export type { BaseErrorParameters, BaseErrorType } from '../errors/base'
// --- errors ---
export { BaseError } from '../errors/base'
// --- end errors ---

// --- constants ---
// --- end constants ---

// --- caip, networks, validation ---
// --- end caip, networks, validation ---

// --- storage, http, api ---
// --- end storage, http, api ---

// --- controllers ---
// --- end controllers ---
