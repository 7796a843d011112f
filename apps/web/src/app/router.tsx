import { webRoutes } from '@app/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { applyDeferredStylesheets } from '../lib/deferred-stylesheets.ts';
import { AppLayout, AppLoading } from './routes/app-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Each feature is its own chunk, fetched the first time one of its screens opens.
const marketing = () => import('../features/marketing/routes/marketing-pages.tsx');
const links = () => import('../features/links/routes/links-pages.tsx');
const emi = () => import('../features/emi/routes/emi-pages.tsx');
const notFound = () => import('./routes/not-found.tsx');

/**
 * A screen whose code loads on first visit, shown once the full stylesheets are on: a page the
 * server pre-rendered arrives with only its own CSS inline and the rest deferred.
 */
function screen<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module] = await Promise.all([load(), applyDeferredStylesheets()]);
      return { Component: pick(module) };
    },
  };
}

/**
 * A marketing page: static content fully styled by the CSS the server inlines with it, so
 * opening one never waits for (or restyles the page with) the full stylesheets.
 */
function marketingScreen(
  path: string,
  pick: (module: Awaited<ReturnType<typeof marketing>>) => ComponentType,
): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await marketing()) }) };
}

/** Every route of spec §2 (webRoutes), exported so tests can mount the real tree in memory. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={webRoutes.homepage} replace /> },
      marketingScreen(webRoutes.homepage, (m) => m.HomePage),
      marketingScreen(webRoutes.aboutUs, (m) => m.AboutUsPage),
      marketingScreen(webRoutes.contactUs, (m) => m.ContactUsPage),
      marketingScreen(webRoutes.privacyPolicy, (m) => m.PrivacyPolicyPage),
      marketingScreen(webRoutes.paymentPolicy, (m) => m.PaymentPolicyPage),
      marketingScreen(webRoutes.termsAndConditions, (m) => m.TermsPage),
      marketingScreen(webRoutes.cancellationPolicy, (m) => m.CancellationPolicyPage),
      marketingScreen(webRoutes.returnAndRefund, (m) => m.ReturnAndRefundPage),
      marketingScreen(webRoutes.shipping, (m) => m.ShippingPolicyPage),
      screen(
        webRoutes.loginAdmin,
        () => import('../features/auth/routes/admin-login.tsx'),
        (m) => m.AdminLoginPage,
      ),
      screen(
        webRoutes.signup,
        () => import('../features/auth/routes/admin-signup.tsx'),
        (m) => m.AdminSignupPage,
      ),
      screen(
        webRoutes.login,
        () => import('../features/auth/routes/customer-login.tsx'),
        (m) => m.CustomerLoginPage,
      ),
      screen(
        webRoutes.resetPassword,
        () => import('../features/auth/routes/reset-password.tsx'),
        (m) => m.ResetPasswordPage,
      ),
      screen(
        webRoutes.checkoutUser,
        () => import('../features/auth/routes/checkout-user.tsx'),
        (m) => m.CheckoutUserPage,
      ),
      screen(webRoutes.linksHome, links, (m) => m.LinksHomePage),
      screen(webRoutes.createLink, links, (m) => m.CreateLinkPage),
      screen(webRoutes.viewLink, links, (m) => m.LinkDetailsPage),
      screen(webRoutes.editLink, links, (m) => m.EditLinkPage),
      screen(webRoutes.linksSharedBy, links, (m) => m.LinksSharedByPage),
      screen(webRoutes.linksSharedTo, links, (m) => m.LinksSharedToPage),
      screen(webRoutes.addEmi, emi, (m) => m.AddEmiPage),
      screen(webRoutes.audit, emi, (m) => m.EmiAuditPage),
      screen(webRoutes.adminEmiSettings, emi, (m) => m.EmiSettingsPage),
      screen(webRoutes.adminEmiViews, emi, (m) => m.EmiViewsPage),
      screen(
        webRoutes.plans,
        () => import('./routes/plans.tsx'),
        (m) => m.PlansPage,
      ),
      screen(
        webRoutes.cart,
        () => import('./routes/cart.tsx'),
        (m) => m.CartPage,
      ),
      screen(
        webRoutes.paymentDetails,
        () => import('../features/orders/routes/payment-details.tsx'),
        (m) => m.PaymentDetailsPage,
      ),
      screen(
        webRoutes.dashboard,
        () => import('../features/orders/routes/dashboard.tsx'),
        (m) => m.DashboardPage,
      ),
      screen(
        webRoutes.adminQuotes,
        () => import('../features/quotes/routes/admin-quotes.tsx'),
        (m) => m.AdminQuotesPage,
      ),
      screen(
        webRoutes.adminOrders,
        () => import('../features/orders/routes/admin-orders.tsx'),
        (m) => m.AdminOrdersPage,
      ),
      screen('*', notFound, (m) => m.NotFoundPage),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
