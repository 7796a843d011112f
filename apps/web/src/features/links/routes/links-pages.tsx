import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

// The links manager is built in later work; each screen is named here.
export const LinksHomePage = () => <PlaceholderPage title="Links Manager App" />;
export const CreateLinkPage = () => <PlaceholderPage title="Add New Link" />;
export const LinkDetailsPage = () => <PlaceholderPage title="Link Details" />;
export const EditLinkPage = () => <PlaceholderPage title="Update Link" />;
export const LinksSharedByPage = () => <PlaceholderPage title="Links Shared By Me" />;
export const LinksSharedToPage = () => <PlaceholderPage title="Links Shared With Me" />;
