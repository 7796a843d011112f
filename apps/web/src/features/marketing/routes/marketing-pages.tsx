import { ContactDetails } from '../components/contact-details.tsx';
import { PolicyPage } from '../components/policy-page.tsx';
import { aboutUs } from '../content/about-us.ts';
import { cancellationPolicy } from '../content/cancellation-policy.ts';
import { contactUs } from '../content/contact-us.ts';
import { paymentPolicy } from '../content/payment-policy.ts';
import { privacyPolicy } from '../content/privacy-policy.ts';
import { returnAndRefund } from '../content/return-and-refund.ts';
import { shippingPolicy } from '../content/shipping-policy.ts';
import { termsAndConditions } from '../content/terms-and-conditions.ts';

// One lazy chunk for the home page and the eight policy pages (app/router.tsx).
export { HomePage } from './home-page.tsx';

export const AboutUsPage = () => <PolicyPage content={aboutUs} />;
export const ContactUsPage = () => (
  <PolicyPage content={contactUs}>
    <section aria-labelledby="reach-us">
      <h2 id="reach-us" className="h5 mb-3">
        Phone, email and WhatsApp
      </h2>
      <ContactDetails />
    </section>
  </PolicyPage>
);
export const PrivacyPolicyPage = () => <PolicyPage content={privacyPolicy} />;
export const PaymentPolicyPage = () => <PolicyPage content={paymentPolicy} />;
export const TermsPage = () => <PolicyPage content={termsAndConditions} />;
export const CancellationPolicyPage = () => <PolicyPage content={cancellationPolicy} />;
export const ReturnAndRefundPage = () => <PolicyPage content={returnAndRefund} />;
export const ShippingPolicyPage = () => <PolicyPage content={shippingPolicy} />;
