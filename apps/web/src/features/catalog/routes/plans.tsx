import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// The plans screen is built in later work.
export const PlansPage = () => <PlaceholderPage title="Plans" />;
