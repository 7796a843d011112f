import '../links.css';

// The router lazy-loads the links screens from this one module (one chunk for the feature).
export { CreateLinkPage } from './create-link.tsx';
export { EditLinkPage } from './edit-link.tsx';
export { LinkDetailsPage } from './link-details.tsx';
export { LinksHomePage } from './links-home.tsx';
export { LinksSharedByPage, LinksSharedToPage } from './links-shared.tsx';
