export * from './emi-constants.ts';
export * from './emi-schemas.ts';
export * from './emi-summary.ts';
export * from './loan-instalment.ts';
export * from './user-agent.ts';
