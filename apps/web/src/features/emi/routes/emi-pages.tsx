// The router lazy-loads the EMI screens from this one module (one chunk for the feature).
export { AddEmiPage } from './add-emi.tsx';
export { EmiAuditPage } from './emi-audit.tsx';
export { EmiSettingsPage } from './emi-settings.tsx';
export { EmiViewsPage } from './emi-views.tsx';
