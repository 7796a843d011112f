import { webRoutes } from '@app/shared/routes';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ContactDetails } from '../components/contact-details.tsx';
import { MarketingLayout } from '../components/marketing-layout.tsx';
import { ServiceCards } from '../components/service-cards.tsx';
import { homeContent } from '../content/home-content.ts';
import { fillPlaceholders } from '../utils/fill-placeholders.ts';
import { usePlaceholderValues } from '../utils/use-placeholder-values.ts';

/** The marketing home page (spec §2): hero, services, about and contact sections. */
export function HomePage() {
  const values = usePlaceholderValues();
  const { hash, key } = useLocation();

  // React Router does not scroll to a #fragment; the navbar's Services link relies on this.
  useEffect(() => {
    if (!key || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash, key]);

  return (
    <MarketingLayout title={values.company} description={fillPlaceholders(homeContent.description, values)}>
      <section className="marketing-hero py-5">
        <div className="container py-lg-5">
          <h1 className="display-5 fw-bold mb-3">{homeContent.hero.headline}</h1>
          <p className="lead mb-4">{homeContent.hero.pitch}</p>
          <Link to={webRoutes.plans} className="btn btn-warning btn-lg px-4">
            Get Started
          </Link>
        </div>
      </section>

      <section id="services" className="py-5 bg-body-tertiary" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="text-center mb-4">
            Our Services
          </h2>
          <ServiceCards />
        </div>
      </section>

      <section id="about" className="py-5" aria-labelledby="about-heading">
        <div className="container policy-page">
          <h2 id="about-heading" className="text-center mb-3">
            About {values.company}
          </h2>
          {homeContent.about.map((paragraph) => (
            <p key={paragraph}>{fillPlaceholders(paragraph, values)}</p>
          ))}
          <p className="text-center mb-0">
            <Link to={webRoutes.aboutUs}>More about us</Link>
          </p>
        </div>
      </section>

      <section id="contact" className="py-5 bg-body-tertiary" aria-labelledby="contact-heading">
        <div className="container">
          <h2 id="contact-heading" className="text-center mb-2">
            Get in touch
          </h2>
          <p className="text-center mb-4">
            Call, email or message us on WhatsApp. We reply within one business day.
          </p>
          <ContactDetails />
        </div>
      </section>
    </MarketingLayout>
  );
}
