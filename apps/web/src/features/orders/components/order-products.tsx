import type { OrderDetail } from '@app/shared/orders';
import { formatMonthlyPrice } from '../../../lib/monthly-price.ts';
import { DetailList } from './detail-list.tsx';

/** Spec §2 'Product Details': the plan (the order's first product) and the domain. */
export function OrderProducts({ order }: { order: OrderDetail }) {
  const plan = order.products[0];
  return (
    <section aria-labelledby="product-details-heading" className="mt-4">
      <h2 id="product-details-heading" className="h5">
        Product Details
      </h2>
      <DetailList
        details={[
          { label: 'Plan', value: plan?.planTitle },
          { label: 'Description', value: plan?.description },
          { label: 'Domain', value: order.domain },
          { label: 'Domain price per month', value: formatMonthlyPrice(order.domainPrice) },
        ]}
      />
      {plan && plan.features.length > 0 ? (
        <>
          <h3 className="h6 mt-3">Features</h3>
          <ul>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
