/** Home page copy; {company} is filled from the site configuration like the policy pages. */
export const homeContent = {
  description:
    '{company} designs, builds, hosts and maintains websites for Indian businesses. Fixed prices in rupees, a free .in domain and friendly support.',
  hero: {
    headline: 'Your business online, done right',
    pitch:
      'We design, build and host fast, secure websites for Indian businesses, with a free .in domain, fixed prices in rupees and friendly support by phone, email and WhatsApp.',
  },
  services: [
    {
      icon: 'bi-code-slash',
      title: 'Web Development',
      text: 'Responsive, search-friendly websites designed around your business, from a one-page site to a full product catalogue, built to load quickly on every phone.',
    },
    {
      icon: 'bi-cloud-check',
      title: 'Fully Managed Solution',
      text: 'We take care of everything: domain registration, hosting, SSL certificates, business email setup, daily backups and security monitoring, so you never touch a server.',
    },
    {
      icon: 'bi-tools',
      title: 'Maintenance & Support',
      text: 'Content updates, software and security patches, uptime checks and a real person to help you by phone, email or WhatsApp whenever you need a change.',
    },
  ],
  about: [
    '{company} is a small team of developers and designers in India who help shops, clinics, schools, consultants and start-ups get online without the hassle.',
    'Pick a plan, choose your domain and pay securely by card, UPI or net banking. We confirm your order within 1–2 business days and deliver your finished website within 10–15 business days, then keep it running for you.',
  ],
} as const;
