import { cartDomain, selectDomain } from '@app/shared/orders/cart';
import { webRoutes } from '@app/shared/routes';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { CheckoutNavbar } from '../../components/checkout-navbar.tsx';
import { DomainSearch } from '../../features/domains/components/domain-search.tsx';
import { CartList } from '../../features/orders/components/cart-list.tsx';
import { CheckoutGuard } from '../../features/orders/components/checkout-guard.tsx';
import { PayNowButton } from '../../features/orders/components/pay-now-button.tsx';
import { CheckoutProvider } from '../../features/orders/payment/checkout-provider.tsx';
import { updateCart, useCart } from '../../lib/cart-storage.ts';

function Checkout() {
  const navigate = useNavigate();
  const cart = useCart();
  return (
    <>
      <div className="d-flex align-items-center justify-content-between mb-4">
        <h1 className="h3 mb-0">Checkout</h1>
        <Button variant="outline-primary" onClick={() => navigate(webRoutes.plans)}>
          Change Plan
        </Button>
      </div>
      <Row className="g-4">
        <Col lg={7}>
          <section aria-labelledby="domain-heading">
            <h2 id="domain-heading" className="h5">
              Choose a domain
            </h2>
            <p className="small text-body-secondary">
              The .in domain is free; other domains cost a monthly fee, shown per month.
            </p>
            <DomainSearch
              selectedDomain={cartDomain(cart)?.name}
              onSelect={(domain) => updateCart((current) => selectDomain(current, domain))}
            />
          </section>
        </Col>
        <Col lg={5}>
          <Card as="section" aria-labelledby="cart-heading" className="shadow-sm">
            <Card.Body>
              <h2 id="cart-heading" className="h5">
                Your cart
              </h2>
              <CartList cart={cart} />
              <PayNowButton cart={cart} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Checkout (spec §2): pick a domain, review the cart and pay. */
export function CartPage() {
  return (
    <>
      <CheckoutNavbar withDashboard />
      <Container as="main" className="py-4">
        <title>Checkout</title>
        <CheckoutGuard>
          <CheckoutProvider>
            <Checkout />
          </CheckoutProvider>
        </CheckoutGuard>
      </Container>
    </>
  );
}
