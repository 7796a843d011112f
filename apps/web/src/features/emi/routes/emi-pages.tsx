import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// The EMI tools are built in later work; each screen is named here.
export const AddEmiPage = () => <PlaceholderPage title="Add EMI" />;
export const EmiAuditPage = () => <PlaceholderPage title="EMI Audit Summary" />;
