export * from './amount-in-words.ts';
export * from './cart.ts';
export * from './cart-schemas.ts';
export * from './dashboard-row.ts';
export * from './gst.ts';
export * from './order-id.ts';
export * from './order-schemas.ts';
export * from './order-statuses.ts';
