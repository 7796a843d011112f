import { EmiEntryInputSchema, emiMessages } from '@app/shared/emi';
import { describe, expect, it } from 'vitest';
import { amountText, optionalNumberText } from './amount-text.ts';

const emi1 = amountText(EmiEntryInputSchema.shape.emi1);

describe('amountText', () => {
  it.each([
    ['1234.5', 1234.5],
    [' 200 ', 200],
    ['0', 0],
    ['.75', 0.75],
    ['12.', 12],
  ])('reads %j as %d', (text, rupees) => {
    expect(emi1.parse(text)).toBe(rupees);
  });

  it.each([
    ['', emiMessages.emi1Required],
    ['   ', emiMessages.emi1Required],
    ['-5', emiMessages.amountInvalid],
    ['1.234', emiMessages.amountInvalid],
    ['1,200', emiMessages.amountInvalid],
    ['abc', emiMessages.amountInvalid],
    ['10000000.01', emiMessages.amountTooLarge],
  ])('refuses %j with %j', (text, message) => {
    const result = emi1.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('optionalNumberText', () => {
  const months = optionalNumberText((value) => Number.isInteger(value) && value >= 1, 'Bad');

  it('reads empty as null and accepts what the check accepts', () => {
    expect(months.parse('')).toBeNull();
    expect(months.parse('24')).toBe(24);
  });

  it.each(['0', '1.5', 'x', '-3'])('refuses %j', (text) => {
    expect(months.safeParse(text).success).toBe(false);
  });
});
