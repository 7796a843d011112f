import type { PolicyContent } from './policy-content.ts';

export const shippingPolicy: PolicyContent = {
  title: 'Shipping Policy',
  description:
    '{company} shipping policy: orders are processed in 1–2 business days and websites delivered online in 10–15 business days. Nothing is shipped physically.',
  sections: [
    {
      heading: 'Nothing is shipped physically',
      paragraphs: [
        '{company} provides digital services: website development, hosting, domains and support. No physical goods are shipped and no shipping charges apply. "Delivery" means your website going live on your domain, with access details sent to your registered email address.',
      ],
    },
    {
      heading: 'Order processing',
      paragraphs: [
        'Orders are processed within 1–2 business days of a successful payment. During this time we confirm your order, register your domain and contact you to collect the content for your website.',
      ],
    },
    {
      heading: 'Delivery time',
      paragraphs: [
        'Your website is delivered within 10–15 business days after processing, counted from the day we receive the content we need from you. You receive an update by email, and you can check the status of your order at any time on your dashboard.',
      ],
    },
    {
      heading: 'Delays',
      list: [
        'Missing or late content, such as text, images or logos.',
        'Domain registry checks or verification requirements.',
        'Holidays, and events beyond our reasonable control.',
      ],
    },
    {
      heading: 'Questions about delivery',
      paragraphs: ['Write to {supportEmail} or call {supportPhone} with your order ID.'],
    },
  ],
};
