import { formatRupees } from '@app/shared/money';
import { addItem, type Cart, type CartItem, cartTotal, lineTotal, removeItem } from '@app/shared/orders/cart';
import { webRoutes } from '@app/shared/routes';
import { Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { updateCart } from '../../../lib/cart-storage.ts';
import { formatMonthlyPrice } from '../../../lib/monthly-price.ts';

function QuantityControl({ item }: { item: CartItem }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Remove one ${item.name}`}
        onClick={() => updateCart((cart) => removeItem(cart, item.productId))}
      >
        <i className="bi bi-dash-lg" aria-hidden="true" />
      </Button>
      <span>
        <span className="visually-hidden">Quantity </span>
        {item.selectedQuantity}
      </span>
      {/* A domain is registered once: only plans take more than one. */}
      {item.type === 'plan' ? (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Add one ${item.name}`}
          onClick={() => updateCart((cart) => addItem(cart, item))}
        >
          <i className="bi bi-plus-lg" aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const price = item.type === 'domain' ? formatMonthlyPrice(item.price) : formatRupees(item.price);
  return (
    <ListGroup.Item as="li" className="py-3">
      <div className="d-flex justify-content-between gap-3">
        <div>
          <h3 className="h6 mb-1">{item.name}</h3>
          {item.planTitle !== item.name ? <p className="mb-1 small">{item.planTitle}</p> : null}
          <p className="mb-1 small text-body-secondary">{price}</p>
        </div>
        <p className="mb-0 fw-semibold">
          <span className="visually-hidden">Line total </span>
          {formatRupees(lineTotal(item))}
        </p>
      </div>
      {item.features.length > 0 ? (
        <ul className="small mb-2 ps-3">
          {item.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <QuantityControl item={item} />
    </ListGroup.Item>
  );
}

/** The cart of spec §2: each line with its price, features, quantity and total, then the sum. */
export function CartList({ cart }: { cart: Cart }) {
  if (cart.length === 0) {
    return (
      <p>
        Your cart is empty. <Link to={webRoutes.plans}>Choose a plan</Link>
      </p>
    );
  }
  return (
    <>
      <ListGroup as="ul" variant="flush" aria-label="Cart items">
        {cart.map((item) => (
          <CartLine key={item.productId} item={item} />
        ))}
      </ListGroup>
      <dl className="d-flex justify-content-between border-top pt-3 fs-5 fw-bold">
        <dt>Cart Total</dt>
        <dd className="mb-0">{formatRupees(cartTotal(cart))}</dd>
      </dl>
    </>
  );
}
