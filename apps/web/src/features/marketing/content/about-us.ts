import type { PolicyContent } from './policy-content.ts';

export const aboutUs: PolicyContent = {
  title: 'About Us',
  description:
    'About {company}: a small Indian team building fast, secure websites and managing hosting, domains and support for growing businesses.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{company} is a small web-development and hosting company based in India. We build websites for shops, clinics, schools, consultants, start-ups and local businesses, and we keep them running afterwards so our customers can concentrate on their own work.',
        'Every plan is priced in Indian rupees (₹) with no hidden charges. One team designs your website, registers your domain, hosts it and answers your questions, so you always know whom to call.',
      ],
    },
    {
      heading: 'What we do',
      list: [
        'Website design and development: responsive sites that work on phones, tablets and desktops.',
        'Fully managed hosting: secure servers, SSL certificates, backups and monitoring handled for you.',
        'Domain registration: a free .in domain with every plan, and other extensions at a small monthly fee.',
        'Maintenance and support: content updates, security patches and help by phone, email and WhatsApp.',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'You choose a plan online, pick your domain and pay securely. We confirm your order within 1–2 business days, collect your content and deliver your finished website within 10–15 business days. You can follow the status of every order on your dashboard and download a GST invoice at any time.',
      ],
    },
    {
      heading: 'Our promise',
      list: [
        'Clear, honest prices in rupees.',
        'Plain-language communication, without jargon.',
        'Your data is used only to serve you, never sold.',
        'Quick, friendly answers from people who know your website.',
      ],
    },
    {
      heading: 'Company details',
      paragraphs: [
        '{company}, {companyAddress}. GSTIN: {gstin}. Email: {supportEmail}. Phone: {supportPhone}.',
      ],
    },
  ],
};
