import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// Payment confirmation and the customer dashboard are built in later work.
export const PaymentDetailsPage = () => <PlaceholderPage title="Payment Confirmation" />;
export const DashboardPage = () => <PlaceholderPage title="Welcome to the Dashboard" />;
