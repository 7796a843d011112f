import { parseDomainName } from '@app/shared/domains';
import { rupeesToPaise } from '@app/shared/money';
import { type CartItem, DOMAIN_PRODUCT_ID } from '@app/shared/orders/cart';
import type { OrderProductSnapshot } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http-errors.ts';
import type { ProductsRepository } from '../catalog/products-repository.ts';
import type { TldPrices } from '../domains/tld-prices-repository.ts';

const MAX_PLAN_QUANTITY = 10;

export type PricedOrder = {
  amountPaise: number;
  domain: string;
  domainPricePaise: number;
  products: OrderProductSnapshot[];
};

/**
 * What an order costs, decided from the catalogue and the TLD table alone: the browser's cart
 * says which plan and which domain, never what they cost (design §3). One plan (any quantity up
 * to 10) and exactly one domain are required, as Pay Now requires them (spec §5).
 */
export async function priceOrder(
  cart: CartItem[],
  deps: { products: ProductsRepository; tldPrices: TldPrices },
): Promise<PricedOrder> {
  const planLines = cart.filter((item) => item.type === 'plan');
  const domainLines = cart.filter((item) => item.type === 'domain');
  if (planLines.length !== 1 || domainLines.length !== 1 || cart.length !== 2) {
    throw badRequest('An order needs exactly one plan and one domain.');
  }
  const [planLine] = planLines as [CartItem];
  const [domainLine] = domainLines as [CartItem];

  const plan = await deps.products.findById(planLine.productId);
  if (!plan) throw new AppError(422, 'This plan is no longer on sale. Please choose a plan again.');
  if (planLine.selectedQuantity > MAX_PLAN_QUANTITY) {
    throw badRequest(`At most ${MAX_PLAN_QUANTITY} of one plan can be ordered.`);
  }

  const tldList = await deps.tldPrices.list();
  const parsed = parseDomainName(
    domainLine.name,
    tldList.map((entry) => entry.tld),
  );
  if (domainLine.productId !== DOMAIN_PRODUCT_ID || domainLine.selectedQuantity !== 1 || !parsed.ok) {
    throw badRequest('Please, enter valid domain');
  }
  const domainPrice = tldList.find((entry) => entry.tld === parsed.domain.tld)?.price ?? 0;
  const planPricePaise = rupeesToPaise(plan.price);
  const domainPricePaise = rupeesToPaise(domainPrice);

  return {
    amountPaise: planPricePaise * planLine.selectedQuantity + domainPricePaise,
    domain: parsed.domain.name,
    domainPricePaise,
    products: [
      {
        productId: plan.productId,
        type: 'plan',
        name: plan.name,
        planTitle: plan.planTitle,
        description: plan.description,
        features: plan.features,
        unitPricePaise: planPricePaise,
        quantity: planLine.selectedQuantity,
        domainPricePaise: 0,
      },
      {
        productId: DOMAIN_PRODUCT_ID,
        type: 'domain',
        name: parsed.domain.name,
        planTitle: parsed.domain.name,
        description: 'Domain registration, billed monthly',
        features: [],
        unitPricePaise: domainPricePaise,
        quantity: 1,
        domainPricePaise,
      },
    ],
  };
}
