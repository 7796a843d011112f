import type { ReactNode } from 'react';
import { useSiteInfo } from '../../../lib/get-site-info.ts';
import { usePlaceholderValues } from '../utils/use-placeholder-values.ts';
import { MarketingFooter } from './marketing-footer.tsx';
import { MarketingNavbar } from './marketing-navbar.tsx';
import '../marketing.css';

/** Navbar, <main> and footer shared by the home page and every policy page. */
export function MarketingLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { company } = usePlaceholderValues();
  const address = useSiteInfo().data?.companyAddress ?? '';
  return (
    <div className="marketing-page d-flex flex-column min-vh-100">
      <title>{title}</title>
      <meta name="description" content={description} />
      <MarketingNavbar companyName={company} />
      <main id="main" className="flex-grow-1">
        {children}
      </main>
      <MarketingFooter companyName={company} address={address} />
    </div>
  );
}
