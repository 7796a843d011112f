import { describe, expect, it } from 'vitest';
import { fillPlaceholders, type PlaceholderValues } from './fill-placeholders.ts';

const values: PlaceholderValues = {
  company: 'Acme Web',
  supportEmail: 'help@acme.in',
  supportPhone: '+91 90000 00000',
  whatsappNumber: '919000000000',
  companyAddress: 'Pune',
  gstin: '27ABCDE1234F1Z5',
  publicUrl: 'https://acme.in',
};

describe('fillPlaceholders', () => {
  it.each([
    ['{company} builds sites', 'Acme Web builds sites'],
    ['Mail {supportEmail} or call {supportPhone}', 'Mail help@acme.in or call +91 90000 00000'],
    ['{company}, {companyAddress}, {company}', 'Acme Web, Pune, Acme Web'],
    ['{unknown} stays', '{unknown} stays'],
    ['no placeholders', 'no placeholders'],
  ])('%s', (text, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});
