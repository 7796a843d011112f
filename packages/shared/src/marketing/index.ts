export * from './phone-display.ts';
export * from './site-schemas.ts';
