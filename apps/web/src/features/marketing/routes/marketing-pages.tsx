import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// The marketing home and policy pages are built in later work; each screen is named here.
export const HomePage = () => <PlaceholderPage title="Home" />;
export const AboutUsPage = () => <PlaceholderPage title="About Us" />;
export const ContactUsPage = () => <PlaceholderPage title="Contact Us" />;
export const PrivacyPolicyPage = () => <PlaceholderPage title="Privacy Policy" />;
export const PaymentPolicyPage = () => <PlaceholderPage title="Payment Policy" />;
export const TermsPage = () => <PlaceholderPage title="Terms And Conditions" />;
export const CancellationPolicyPage = () => <PlaceholderPage title="Refund & Cancellation Policy" />;
export const ReturnAndRefundPage = () => <PlaceholderPage title="Return And Refund Policy" />;
export const ShippingPolicyPage = () => <PlaceholderPage title="Shipping Policy" />;
