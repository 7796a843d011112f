import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { AccessDenied, isAccessDenied } from '../../../components/access-denied.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useStoredAuthToken } from '../../../lib/storage.ts';
import { type AdminOrderFilter, useAdminOrders } from '../api/get-admin-orders.ts';
import { AdminOrdersTable } from '../components/admin-orders-table.tsx';
import { OrderStatusFilter } from '../components/order-status-filter.tsx';

const TITLE = 'Orders';

type OrderListProps = { filter: AdminOrderFilter; onPage: (page: number) => void };

function OrderList({ filter, onPage }: OrderListProps) {
  const orders = useAdminOrders(filter);

  if (orders.isPending) return <PageSpinner label="Loading orders…" />;
  if (orders.isError) {
    if (isAccessDenied(orders.error)) return <AccessDenied />;
    return (
      <Alert variant="danger">
        <p>{errorMessage(orders.error)}</p>
        <Button variant="outline-danger" onClick={() => orders.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const { orders: rows, totalOrders, totalPages } = orders.data;
  if (totalOrders === 0) return <p>{filter.status ? `No ${filter.status} orders.` : 'No orders yet.'}</p>;
  return (
    <>
      <p className="text-body-secondary">{totalOrders === 1 ? '1 order' : `${totalOrders} orders`}</p>
      <AdminOrdersTable orders={rows} />
      <Pager page={filter.page} totalPages={totalPages} onPage={onPage} busy={orders.isPlaceholderData} />
    </>
  );
}

/** The administrator's orders with status changes (design §3; a route spec §2 does not list). */
export function AdminOrdersPage() {
  const authToken = useStoredAuthToken();
  const [filter, setFilter] = useState<AdminOrderFilter>({ status: null, page: 1 });
  if (!authToken) return <Navigate to={webRoutes.loginAdmin} replace />;
  return (
    <Container as="main" fluid className="py-4 px-lg-4">
      <title>{TITLE}</title>
      <AdminPageHeader title={TITLE} />
      <OrderStatusFilter value={filter.status} onChange={(status) => setFilter({ status, page: 1 })} />
      <OrderList filter={filter} onPage={(page) => setFilter((current) => ({ ...current, page }))} />
    </Container>
  );
}
