import type { PolicyContent } from './policy-content.ts';

export const contactUs: PolicyContent = {
  title: 'Contact Us',
  description:
    'Contact {company} by phone, email or WhatsApp for help with a website, hosting plan, domain, order or invoice.',
  sections: [
    {
      heading: 'We are here to help',
      paragraphs: [
        'Have a question about a plan, an order, a domain or an invoice? Reach the {company} team by phone, email or WhatsApp using the details on this page. Please mention your order ID when writing about an existing order so we can help you faster.',
      ],
    },
    {
      heading: 'Business hours',
      list: [
        'Monday to Saturday, 10:00 am to 7:00 pm IST.',
        'Closed on Sundays and national holidays; messages received then are answered on the next business day.',
        'We reply to emails within one business day.',
      ],
    },
    {
      heading: 'Registered office',
      paragraphs: ['{company}, {companyAddress}.'],
    },
    {
      heading: 'Grievances',
      paragraphs: [
        'If you are not satisfied with an answer, write to {supportEmail} with the subject "Grievance" and your order ID. We acknowledge every grievance within 48 hours and resolve it within 30 days.',
      ],
    },
  ],
};
