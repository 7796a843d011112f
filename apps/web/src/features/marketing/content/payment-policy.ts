import type { PolicyContent } from './policy-content.ts';

export const paymentPolicy: PolicyContent = {
  title: 'Payment Policy',
  description:
    '{company} payment policy: accepted payment methods (cards, UPI and net banking), prices in rupees, GST invoices and refunds processed in 6–8 days.',
  sections: [
    {
      heading: 'Prices and currency',
      paragraphs: [
        'All prices on the {company} website are in Indian rupees (₹). Plan prices are one-time charges for web development and include the first year of hosting. A .in domain is free with every plan; other domain extensions carry the monthly fee shown at checkout. Applicable GST is included in the price you pay and shown separately on your invoice.',
      ],
    },
    {
      heading: 'Accepted payment methods',
      paragraphs: [
        'We accept the following payment methods through our secure, RBI-compliant payment gateway:',
      ],
      list: [
        'Credit and debit cards (Visa, Mastercard, RuPay).',
        'UPI (any UPI app, such as BHIM, Google Pay or PhonePe).',
        'Net banking from all major Indian banks.',
      ],
    },
    {
      heading: 'Payment security',
      paragraphs: [
        'Payments are processed entirely by our payment gateway over encrypted connections. {company} never receives or stores your card number, CVV, UPI PIN or net-banking credentials.',
      ],
    },
    {
      heading: 'Order confirmation and invoices',
      paragraphs: [
        'Your order is confirmed only after the payment gateway confirms a successful payment. You will see a payment confirmation page and receive an email; a GST tax invoice can be downloaded from your dashboard once the payment is marked as paid.',
      ],
    },
    {
      heading: 'Failed, pending and duplicate payments',
      paragraphs: [
        'If money is debited from your account but the order is not confirmed, or you are charged twice for the same order, the amount is refunded automatically. Such refunds are processed in 6–8 days to the original payment method. Pending payments are re-checked with the payment gateway automatically, so you do not need to pay again.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Approved refunds are processed in 6–8 days from the date of approval and credited to the same card, UPI account or bank account used for payment. Your bank may take a little longer to show the credit. The conditions for cancellations and returns are set out in our Refund & Cancellation Policy and Return And Refund Policy.',
      ],
    },
    {
      heading: 'Questions about a payment',
      paragraphs: ['Write to {supportEmail} or call {supportPhone} with your order ID and transaction ID.'],
    },
  ],
};
