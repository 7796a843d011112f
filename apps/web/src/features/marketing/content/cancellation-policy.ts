import type { PolicyContent } from './policy-content.ts';

export const cancellationPolicy: PolicyContent = {
  title: 'Refund & Cancellation Policy',
  description:
    '{company} refund and cancellation policy: orders can be cancelled on the same day they are placed, with a full refund to the original payment method.',
  sections: [
    {
      heading: 'Cancelling an order',
      paragraphs: [
        'You can cancel an order on the same day it is placed. Because our team starts planning your website and registering your domain soon after payment, cancellation requests received after the day of the order cannot be accepted.',
      ],
    },
    {
      heading: 'How to cancel',
      list: [
        'Email {supportEmail} or call {supportPhone} on the same day as your order.',
        'Mention your order ID and the email address used for the order.',
        'We confirm the cancellation by email.',
      ],
    },
    {
      heading: 'Refund on cancellation',
      paragraphs: [
        'A cancellation made on the same day is refunded in full to the original payment method. Refunds are credited within 5–7 business days of the cancellation being confirmed, as described in our Return And Refund Policy.',
      ],
    },
    {
      heading: 'What cannot be cancelled',
      list: [
        'Orders after the day on which they were placed.',
        'Domain registrations already completed with the registry (registries do not refund registration fees).',
        'Renewals of hosting or domains after the renewal has been processed.',
      ],
    },
    {
      heading: 'Cancellation by us',
      paragraphs: [
        'If {company} cannot deliver an order, for example because the chosen domain cannot be registered or the project content breaks our Terms And Conditions, we will cancel the order and refund the full amount paid.',
      ],
    },
  ],
};
