import type { PolicyContent } from './policy-content.ts';

export const returnAndRefund: PolicyContent = {
  title: 'Return And Refund Policy',
  description:
    '{company} return and refund policy: request a return within 1 calendar day of purchase; approved refunds are credited in 5–7 business days.',
  sections: [
    {
      heading: 'Our services are digital',
      paragraphs: [
        '{company} sells web-development, hosting and domain services, not physical goods. A "return" means asking us to cancel a purchased service and refund what you paid.',
      ],
    },
    {
      heading: 'Return window',
      paragraphs: [
        'You can request a return within 1 calendar day of your purchase. Requests made after that window cannot be accepted, because work on your website and domain will already have started.',
      ],
    },
    {
      heading: 'Eligibility',
      list: [
        'The request is made within 1 calendar day of the purchase.',
        'Design or development work on your website has not yet been delivered to you.',
        'Domain registration fees are not refundable once the domain has been registered.',
      ],
    },
    {
      heading: 'How to request a return',
      paragraphs: [
        'Email {supportEmail} or call {supportPhone} with your order ID, the email address used for the order and the reason for the return. We confirm by email whether the return is approved.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Once a return is approved, the refund is credited to the original payment method (card, UPI or bank account) within 5–7 business days. Your bank may take a little longer to show the credit in your statement.',
      ],
    },
    {
      heading: 'Need help?',
      paragraphs: ['Our team at {company} is happy to help: {supportEmail}, {supportPhone}.'],
    },
  ],
};
