import type { Product } from './catalog/index.ts';
import type { SiteInfo } from './marketing/index.ts';

/**
 * Every web route of spec §2 (plus the payment-policy page the footer links to), as React Router
 * patterns. The server answers these with the web app; any other non-API path is a 404 page.
 */
export const webRoutes = {
  homepage: '/homepage',
  signup: '/signup',
  login: '/login',
  linksHome: '/home',
  loginAdmin: '/loginadmin',
  createLink: '/create-link',
  viewLink: '/link/:linkId/view',
  editLink: '/link/:linkId/edit',
  linksSharedBy: '/link/sharedby',
  linksSharedTo: '/link/sharedto',
  addEmi: '/addemi',
  audit: '/audit',
  plans: '/plans',
  paymentDetails: '/paymentdetails/:orderId',
  dashboard: '/dashboard',
  cart: '/cart',
  checkoutUser: '/checkoutuser',
  resetPassword: '/reset-password',
  aboutUs: '/aboutus',
  contactUs: '/contactus',
  privacyPolicy: '/privacypolicy',
  paymentPolicy: '/paymentpolicy',
  termsAndConditions: '/termsandconditions',
  cancellationPolicy: '/cancellationpolicy',
  returnAndRefund: '/returnandrefund',
  shipping: '/shipping',
  // Not in spec §2: the administrator's list of custom quote requests (docs/decisions.md).
  adminQuotes: '/admin/quotes',
  // Not in spec §2: the administrator's order list with status changes (docs/decisions.md).
  adminOrders: '/admin/orders',
  // Not in spec §2: the EMI tracker's borrowed amounts and loan terms, and who viewed the summary.
  adminEmiSettings: '/admin/emi-settings',
  adminEmiViews: '/admin/emi-views',
} as const;

export type WebRouteName = keyof typeof webRoutes;

/**
 * Pages the server renders to HTML ahead of the JavaScript (design §5: they must paint fast on
 * slow phones): the marketing pages and the plans, whose first view depends on nothing but
 * `PrerenderedPageData`, the same for every visitor.
 */
export const serverRenderedRoutes: readonly string[] = [
  webRoutes.plans,
  webRoutes.homepage,
  webRoutes.aboutUs,
  webRoutes.contactUs,
  webRoutes.privacyPolicy,
  webRoutes.paymentPolicy,
  webRoutes.termsAndConditions,
  webRoutes.cancellationPolicy,
  webRoutes.returnAndRefund,
  webRoutes.shipping,
];

/**
 * What the server renders those pages with, written into each as JSON so the browser's first
 * render (hydration) starts from the same data: the company details and the plans on sale.
 */
export type PrerenderedPageData = { siteInfo: SiteInfo; products: Product[] };

/** The id of the JSON block holding a pre-rendered page's `PrerenderedPageData`. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The id of the <template> holding the stylesheet links a pre-rendered page defers. */
export const DEFERRED_STYLESHEETS_ELEMENT_ID = 'deferred-stylesheets';

/** `/homepage/` → `/homepage`; the root stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when a request path is one of the web app's routes (params match one path segment). */
export function isWebRoute(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (path === '/' || path === '') return true;
  return Object.values(webRoutes).some((pattern) => routePatternToRegExp(pattern).test(path));
}

function routePatternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
