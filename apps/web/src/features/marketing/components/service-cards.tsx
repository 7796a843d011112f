import { homeContent } from '../content/home-content.ts';

/** The three service cards of the home page (spec §2). */
export function ServiceCards() {
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
      {homeContent.services.map((service) => (
        <li key={service.title} className="col">
          <div className="card h-100 shadow-sm border-0">
            <div className="card-body p-4">
              <span className="service-icon d-inline-flex align-items-center justify-content-center rounded-circle mb-3">
                <i className={`bi ${service.icon}`} aria-hidden="true" />
              </span>
              <h3 className="h5 card-title">{service.title}</h3>
              <p className="card-text mb-0">{service.text}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
