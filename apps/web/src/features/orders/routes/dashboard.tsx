import { webRoutes } from '@app/shared/routes';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { CheckoutNavbar } from '../../../components/checkout-navbar.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useOrders } from '../api/get-orders.ts';
import { CustomerSessionGuard } from '../components/customer-session-guard.tsx';
import { DASHBOARD_MENU_ID, DashboardSidebar } from '../components/dashboard-sidebar.tsx';
import { OrdersTable } from '../components/orders-table.tsx';

function MyOrders() {
  const orders = useOrders();

  useEffect(() => {
    // Spec §8: order fetch errors are only logged.
    if (orders.error) console.warn('The orders could not be loaded', orders.error);
  }, [orders.error]);

  if (orders.isPending) return <PageSpinner label="Loading your orders…" />;
  if (orders.isError) {
    return <LoadFailedAlert what="your orders" onRetry={() => orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <p>
        You have no orders yet. <Link to={webRoutes.plans}>Choose a plan</Link>
      </p>
    );
  }
  return <OrdersTable orders={orders.data} />;
}

/** Spec §2 customer dashboard: the customer's orders, their status and invoices. */
export function DashboardPage() {
  const [menuExpanded, setMenuExpanded] = useState(true);
  return (
    <>
      <CheckoutNavbar />
      <div className="d-md-flex flex-grow-1">
        <DashboardSidebar expanded={menuExpanded} />
        <main className="flex-grow-1 p-3 p-md-4 overflow-auto">
          <title>Dashboard</title>
          <div className="d-flex align-items-center gap-3 mb-4">
            <Button
              variant="outline-secondary"
              aria-controls={DASHBOARD_MENU_ID}
              aria-expanded={menuExpanded}
              onClick={() => setMenuExpanded((expanded) => !expanded)}
            >
              <i className="bi bi-layout-sidebar" aria-hidden="true" />
              <span className="visually-hidden">Dashboard menu</span>
            </Button>
            <h1 className="h3 mb-0">Welcome to the Dashboard</h1>
          </div>
          <CustomerSessionGuard redirectTo={webRoutes.homepage} lookupUser>
            <h2 className="h5">Your orders</h2>
            <MyOrders />
          </CustomerSessionGuard>
        </main>
      </div>
    </>
  );
}
