import type { PolicyContent } from './policy-content.ts';

export const termsAndConditions: PolicyContent = {
  title: 'Terms And Conditions',
  description:
    'The terms and conditions for using the {company} website and buying web-development, hosting and domain services.',
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        'These Terms And Conditions govern your use of the {company} website and the web-development, hosting, domain and support services we sell. By creating an account or placing an order you agree to them. If you do not agree, please do not use our website or services.',
      ],
    },
    {
      heading: 'Your account',
      list: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law.',
        'The details you give us (name, email, mobile number and address) must be true and kept up to date.',
        'You are responsible for keeping your password secret and for all activity under your account.',
      ],
    },
    {
      heading: 'Orders and payment',
      paragraphs: [
        'Prices are in Indian rupees (₹) and include applicable GST. An order is accepted once the payment is confirmed by our payment gateway. We may refuse or cancel an order in case of a pricing error, suspected fraud or a domain that cannot be registered, and will refund any amount paid in that case. Payment methods and refund timelines are described in our Payment Policy.',
      ],
    },
    {
      heading: 'Our services',
      list: [
        'We build the website described in your plan using the content you provide. Timelines are described in our Shipping Policy and start once we have received your content.',
        'Hosting for the first year is included in every plan; renewals are charged at the prices shown at the time of renewal.',
        "Domains are registered in your name with an accredited registrar and are subject to the registry's own rules.",
        'We aim for high availability but do not guarantee uninterrupted service; planned maintenance is announced in advance where possible.',
      ],
    },
    {
      heading: 'Your content and acceptable use',
      paragraphs: [
        'You keep ownership of the content you give us and confirm that you have the right to use it. You must not use our services for anything unlawful, including content that infringes copyright or trademarks, is defamatory or obscene, spreads malware or spam, or violates the Information Technology Act, 2000. We may suspend a website that breaks these rules after notice, or immediately where the law requires.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'Once your order is paid in full, the design and code created specifically for your website belong to you. Third-party components (fonts, libraries, themes, stock images) remain under their own licences. The {company} name, logo and website content belong to {company}.',
      ],
    },
    {
      heading: 'Cancellations, returns and refunds',
      paragraphs: [
        'Cancellations, returns and refunds are governed by our Refund & Cancellation Policy, Return And Refund Policy and Payment Policy, which form part of these terms.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, {company} is not liable for indirect or consequential losses such as loss of profit, business or data. Our total liability for any claim relating to an order is limited to the amount you paid for that order. Please keep your own copies of important content.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. We will first try to resolve any dispute amicably; failing that, the courts at the place of our registered office have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms; the date at the top of this page shows the latest version, which applies to orders placed after that date. Questions: {supportEmail}, {supportPhone}, {company}, {companyAddress}.',
      ],
    },
  ],
};
