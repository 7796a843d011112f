import { formatPhoneDigits } from '@app/shared/marketing/phone-display';
import { useSiteInfo } from '../../../lib/get-site-info.ts';

/** Phone, email and WhatsApp from the site configuration, each as a link that opens the right app. */
export function ContactDetails() {
  const site = useSiteInfo().data;
  if (!site) return null;
  // Tolerate a partial answer (e.g. an older server): show what is configured, skip the rest.
  const phone = site.supportPhone ?? '';
  const email = site.supportEmail ?? '';
  const whatsapp = (site.whatsappNumber ?? '').replace(/\D/g, '');
  const items = [
    { icon: 'bi-telephone', label: 'Phone', href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone },
    { icon: 'bi-envelope', label: 'Email', href: `mailto:${email}`, text: email },
    {
      icon: 'bi-whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/${whatsapp}`,
      text: formatPhoneDigits(whatsapp),
    },
  ].filter((item) => item.text);
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.label} className="col">
          <div className="h-100 rounded-3 border bg-white p-3 text-center">
            <i className={`bi ${item.icon} fs-3 text-primary-emphasis`} aria-hidden="true" />
            <p className="fw-semibold mb-1 mt-2">{item.label}</p>
            <a
              href={item.href}
              className="text-break"
              {...(item.label === 'WhatsApp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.text}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
