// `pnpm --filter @airlock/docs test` step: type-checks every ts/tsx block of the docs (see codeBlocks.mjs).
import { checkCodeBlocks } from './codeBlocks.mjs'

const { blocks, skipped, errors } = await checkCodeBlocks()
for (const error of errors) console.error(error)
console.info(
  `[docs] ${blocks} code blocks type-checked, ${skipped} skipped (skip-check), ${errors.length} errors`,
)
if (errors.length > 0) process.exit(1)
