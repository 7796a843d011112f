import type { PolicyContent } from './policy-content.ts';

export const privacyPolicy: PolicyContent = {
  title: 'Privacy Policy',
  description:
    'How {company} collects, uses, stores and protects your personal data when you browse our website, buy a plan or contact us.',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        'This Privacy Policy explains how {company} ("we", "us", "our") collects, uses, shares and protects personal data when you visit our website, buy a web-development or hosting plan, or contact us. We process personal data in accordance with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and the rules made under them.',
        'By using our website or services you agree to the practices described here.',
      ],
    },
    {
      heading: 'Information we collect',
      list: [
        'Account details: your name, email address, mobile number, postal address and a password (stored only as a secure hash).',
        'Order details: the plan and domain you choose, order amounts, invoices and order status history.',
        'Payment details: the payment status, transaction ID and bank reference number returned by our payment gateway. We never see or store your full card number, CVV, UPI PIN or net-banking password.',
        'Project content: text, images, logos and other material you send us to build your website.',
        'Technical data: IP address, browser and device type and pages visited, used for security and to keep the site working.',
      ],
    },
    {
      heading: 'How we use your information',
      list: [
        'To create and manage your account and sign you in.',
        'To process orders and payments, issue GST invoices and keep the accounting records the law requires.',
        'To register domains in your name and to build, host and maintain your website.',
        'To send service emails such as order confirmations, status updates and password-reset links.',
        'To answer your questions and provide support.',
        'To prevent fraud, abuse and security incidents.',
      ],
    },
    {
      heading: 'Sharing your information',
      paragraphs: [
        "We do not sell or rent your personal data. We share it only with service providers who help us deliver our services, and only as much as they need: our payment gateway (to process payments), domain registries and registrars (domain registration requires the registrant's contact details), and our hosting and email providers. We may also disclose information when required by law or by a lawful order of a court or government authority.",
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        "Our website stores a sign-in token, your email address and your cart in your browser's local storage so that you stay signed in and your cart survives a page reload. We do not use advertising or third-party tracking cookies. Signing out removes your sign-in details from the browser.",
      ],
    },
    {
      heading: 'Data security and retention',
      paragraphs: [
        'Data is sent over encrypted HTTPS connections, passwords are stored as strong one-way hashes and access to our systems is restricted to staff who need it. We keep account and order data while your account is active and for as long as Indian tax and accounting laws require (generally eight years for invoices); other data is deleted when it is no longer needed.',
      ],
    },
    {
      heading: 'Your rights',
      list: [
        'Access the personal data we hold about you.',
        'Correct or update inaccurate or incomplete data.',
        'Ask us to erase data we are not legally required to keep.',
        'Withdraw consent for optional processing at any time.',
        'Nominate another person to exercise your rights in case of death or incapacity.',
      ],
    },
    {
      heading: 'Grievance officer and contact',
      paragraphs: [
        'To exercise your rights or raise a privacy concern, write to our grievance officer at {supportEmail} or call {supportPhone}. Postal address: {company}, {companyAddress}. We respond within 30 days.',
        'We may update this policy from time to time; the date at the top of this page shows when it last changed.',
      ],
    },
  ],
};
