export * from './cart.ts';
export * from './cart-schemas.ts';
export * from './dashboard-row.ts';
export * from './order-id.ts';
export * from './order-schemas.ts';
export * from './status-changes.ts';
export * from './amount-in-words.ts';
export * from './gst.ts';
