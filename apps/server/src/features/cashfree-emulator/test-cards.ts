export type TestCard = {
  number: string;
  outcome: 'SUCCESS' | 'FAILED';
  network: 'visa' | 'mastercard' | 'rupay';
  group: 'credit_card' | 'debit_card';
};

/** The two cards the checkout page shows (design §3 "Payment modes"). */
export const SUCCESS_CARD = '4111111111111111';
export const FAILURE_CARD = '4000000000000002';

/**
 * The emulator's cards: design.md's pair, plus Cashfree's sandbox success cards (contract A.6) so
 * a tester used to the sandbox is not surprised. Any other number is refused before a payment
 * is recorded, which keeps the outcome of every test deterministic.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: SUCCESS_CARD, outcome: 'SUCCESS', network: 'visa', group: 'credit_card' },
  { number: FAILURE_CARD, outcome: 'FAILED', network: 'visa', group: 'credit_card' },
  { number: '4706131211212123', outcome: 'SUCCESS', network: 'visa', group: 'debit_card' },
  { number: '4576238912771450', outcome: 'SUCCESS', network: 'visa', group: 'credit_card' },
  { number: '4444333322221111', outcome: 'SUCCESS', network: 'visa', group: 'credit_card' },
  { number: '5105105105105100', outcome: 'SUCCESS', network: 'mastercard', group: 'credit_card' },
  { number: '5409162669381034', outcome: 'SUCCESS', network: 'mastercard', group: 'debit_card' },
  { number: '6074825972083818', outcome: 'SUCCESS', network: 'rupay', group: 'debit_card' },
];

/** Spaces and dashes are how people type card numbers; they carry no meaning. */
export function findTestCard(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

/** "4111111111111111" → "4111 1111 1111 1111", as printed on the page. */
export function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Cashfree masks all but the last four digits: XXXXXXXXXXXX1111. */
export function maskCard(number: string): string {
  return `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
