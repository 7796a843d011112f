export * from './cart.ts';
export * from './cart-schemas.ts';
export * from './order-id.ts';
