import type { Product } from '@app/shared/catalog';
import { formatRupees } from '@app/shared/money';
import { Button, Card } from 'react-bootstrap';

type PlanCardProps = { product: Product; onBuy: (product: Product) => void; buying: boolean };

/** One plan: title, features, description, the one-time price and Buy Now (spec §2). */
export function PlanCard({ product, onBuy, buying }: PlanCardProps) {
  return (
    <Card className="plan-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h4">{product.planTitle}</h2>
        <p>{product.description}</p>
        <ul className="list-unstyled mb-4" aria-label={`${product.planTitle} features`}>
          {product.features.map((feature) => (
            <li key={feature} className="mb-1">
              <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="display-6 fw-bold mb-0">{formatRupees(product.price)}</p>
        <p className="text-body-secondary small">one-time, includes first-year hosting</p>
        <Button size="lg" onClick={() => onBuy(product)} disabled={buying}>
          Buy Now
        </Button>
      </Card.Body>
    </Card>
  );
}
