import { Card, Container } from 'react-bootstrap';
import { CheckoutNavbar } from '../../components/checkout-navbar.tsx';
import { useProducts } from '../../features/catalog/api/get-products.ts';
import { PendingOrderAlert } from '../../features/catalog/components/pending-order-alert.tsx';
import { PlanChoice } from '../../features/catalog/components/plan-choice.tsx';
import { SelectedPlan } from '../../features/catalog/components/selected-plan.tsx';
import { useBuyNow } from '../../features/catalog/components/use-buy-now.ts';
import { usePlanSelection } from '../../features/catalog/components/use-plan-selection.ts';
import { QuoteRequestForm } from '../../features/quotes/components/quote-request-form.tsx';

function CustomQuote() {
  return (
    <Card className="plan-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h4">Custom plan</h2>
        <p>Tell us what you need and we will send you a quote.</p>
        <QuoteRequestForm />
      </Card.Body>
    </Card>
  );
}

/** Plans (spec §2): choose a plan and buy it, or ask for a quote for a custom one. */
export function PlansPage() {
  const products = useProducts();
  const { choice, choose, showPendingOrder } = usePlanSelection(products.data);
  const { buy, buying } = useBuyNow();

  return (
    <>
      <CheckoutNavbar withDashboard />
      <Container as="main" className="py-4">
        <title>Plans</title>
        <h1 className="h3 mb-3">Choose your plan</h1>
        {showPendingOrder ? <PendingOrderAlert /> : null}
        <PlanChoice value={choice} onChange={choose} />
        {choice === 'custom' ? (
          <CustomQuote />
        ) : (
          <SelectedPlan planKey={choice} onBuy={buy} buying={buying} />
        )}
      </Container>
    </>
  );
}
