import { ONRAMP_METHOD_LIMITS, type OnrampPaymentMethod } from './constants'

/** The provider form's fields, as the page posts them. */
export type PaymentForm = Record<string, unknown>

/** A form that passed: the method, the fiat amount and currency; card or bank details dropped. */
export type ValidPayment = { paymentMethod: OnrampPaymentMethod; amount: string; currency: string }

/**
 * Checks the local provider's card or bank form and returns the errors per field (English, shown
 * beside each field), or the payment. Card: a Luhn-valid 13-19 digit number, an expiry `MM/YY`
 * not in the past, a 3-4 digit CVC and a name. Bank account: a holder name, a 9-digit routing
 * number, a 4-17 digit account number. The amount follows the method's limits (SPEC §9).
 *
 * @example
 * validatePaymentForm({ paymentMethod: 'card', amount: '5', ... }).errors?.amount
 * // 'Enter an amount from 10 to 7500'
 */
export function validatePaymentForm(
  form: PaymentForm,
  now = new Date(),
):
  | { errors: Record<string, string>; payment?: undefined }
  | { errors?: undefined; payment: ValidPayment } {
  const errors: Record<string, string> = {}
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '')
  const method = text('paymentMethod')
  if (method !== 'card' && method !== 'bank_account') {
    errors.paymentMethod = 'Choose card or bank account'
    return { errors }
  }
  const limits = ONRAMP_METHOD_LIMITS[method]
  const amount = text('amount')
  const value = Number(amount)
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || value < limits.min || value > limits.max)
    errors.amount = `Enter an amount from ${limits.min} to ${limits.max}`
  const currency = text('currency').toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = 'Choose a currency'
  if (method === 'card') {
    const number = text('cardNumber').replace(/[\s-]/g, '')
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      errors.cardNumber = 'Enter a valid card number'
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text('expiry'))
    const month = Number(expiry?.[1])
    const year = 2000 + Number(expiry?.[2])
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
    if (!expiry || month < 1 || month > 12 || year * 12 + month - 1 < current)
      errors.expiry = 'Enter an expiry date MM/YY that has not passed'
    if (!/^\d{3,4}$/.test(text('cvc'))) errors.cvc = 'Enter the 3 or 4 digit security code'
    if (text('name') === '') errors.name = 'Enter the name on the card'
  } else {
    if (text('holder') === '') errors.holder = 'Enter the account holder'
    if (!/^\d{9}$/.test(text('routingNumber')))
      errors.routingNumber = 'Enter the 9 digit routing number'
    if (!/^\d{4,17}$/.test(text('accountNumber')))
      errors.accountNumber = 'Enter an account number of 4 to 17 digits'
  }
  if (Object.keys(errors).length > 0) return { errors }
  return { payment: { paymentMethod: method, amount, currency } }
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
