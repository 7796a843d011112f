import { describe, expect, it } from 'vitest';
import { aboutUs } from './about-us.ts';
import { cancellationPolicy } from './cancellation-policy.ts';
import { contactUs } from './contact-us.ts';
import { paymentPolicy } from './payment-policy.ts';
import type { PolicyContent } from './policy-content.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { returnAndRefund } from './return-and-refund.ts';
import { shippingPolicy } from './shipping-policy.ts';
import { termsAndConditions } from './terms-and-conditions.ts';

const allText = (content: PolicyContent) =>
  [
    content.description,
    ...content.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.list ?? [])]),
  ].join('\n');

// Spec §9: each figure must appear in the policy that owns it.
describe.each([
  ['Payment Policy', paymentPolicy, ['refund', '6–8 days', 'cards', 'UPI', 'net banking']],
  ['Return And Refund Policy', returnAndRefund, ['5–7 business days', '1 calendar day']],
  ['Refund & Cancellation Policy', cancellationPolicy, ['same day']],
  ['Shipping Policy', shippingPolicy, ['1–2 business days', '10–15 business days']],
])('%s', (title, content, facts) => {
  it.each(facts)('states %s', (fact) => {
    expect(content.title).toBe(title);
    expect(allText(content).toLowerCase()).toContain(fact.toLowerCase());
  });
});

describe('every policy page', () => {
  const pages = [
    aboutUs,
    contactUs,
    privacyPolicy,
    paymentPolicy,
    termsAndConditions,
    cancellationPolicy,
    returnAndRefund,
    shippingPolicy,
  ];

  it.each(pages.map((page) => [page.title, page] as const))(
    '%s names the company only through {company}',
    (_, page) => {
      const text = allText(page);
      expect(text).toContain('{company}');
      expect(text).not.toMatch(/Navya/i);
    },
  );

  it.each(pages.map((page) => [page.title, page] as const))(
    '%s contradicts no spec §9 timeline',
    (_, page) => {
      const text = allText(page);
      // Any refund / processing / delivery range must be one of the spec's figures.
      const ranges = text.match(/\d+–\d+ (?:business |working )?days/g) ?? [];
      for (const range of ranges) {
        expect(['6–8 days', '5–7 business days', '1–2 business days', '10–15 business days']).toContain(
          range,
        );
      }
    },
  );
});
