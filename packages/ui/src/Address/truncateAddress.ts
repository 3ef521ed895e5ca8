/**
 * Shortens an address in the middle, keeping `start` leading and `end` trailing characters
 * (defaults 6 and 4: `0x1234...abcd`). ASCII dots, as the product's other literals. Short values
 * are returned whole.
 *
 * @example
 * truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8dA...6045'
 */
export function truncateAddress(address: string, start = 6, end = 4): string {
  if (address.length <= start + end + 3) return address
  return `${address.slice(0, start)}...${address.slice(address.length - end)}`
}
