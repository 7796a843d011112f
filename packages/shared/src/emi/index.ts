export * from './emi-constants.ts';
export * from './emi-schemas.ts';
