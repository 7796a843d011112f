import type { Product, PurchasablePlanKey } from '@app/shared/catalog';
import { Alert, Button } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useProducts } from '../api/get-products.ts';
import { PlanCard } from './plan-card.tsx';

type SelectedPlanProps = {
  planKey: PurchasablePlanKey;
  onBuy: (product: Product) => void;
  buying: boolean;
};

/** The chosen plan from the catalogue, with its loading and error states. */
export function SelectedPlan({ planKey, onBuy, buying }: SelectedPlanProps) {
  const products = useProducts();
  if (products.isPending) return <PageSpinner label="Loading plans…" />;
  if (products.isError) {
    return (
      <Alert variant="danger">
        <p>{errorMessage(products.error)}</p>
        <Button variant="outline-danger" onClick={() => products.refetch()} disabled={products.isFetching}>
          Retry
        </Button>
      </Alert>
    );
  }
  const product = products.data.find((item) => item.selectedOption === planKey);
  if (!product) return <Alert variant="warning">This plan is not on sale right now.</Alert>;
  return <PlanCard product={product} onBuy={onBuy} buying={buying} />;
}
