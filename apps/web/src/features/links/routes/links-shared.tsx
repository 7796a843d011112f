import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { HomeButton } from '../components/home-button.tsx';
import { LinksList } from '../components/links-list.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { linksTitles } from '../links-text.ts';

/** /link/sharedby: my links that other administrators can see, with whom. */
export function LinksSharedByPage() {
  return (
    <AdminToolLayout title={linksTitles.sharedBy}>
      <LinksPageHeading title={linksTitles.sharedBy}>
        <HomeButton />
      </LinksPageHeading>
      <LinksList scope="sharedby" />
    </AdminToolLayout>
  );
}

/** /link/sharedto: links other administrators shared with me; view-only. */
export function LinksSharedToPage() {
  return (
    <AdminToolLayout title={linksTitles.sharedTo}>
      <LinksPageHeading title={linksTitles.sharedTo}>
        <HomeButton />
      </LinksPageHeading>
      <LinksList scope="sharedto" />
    </AdminToolLayout>
  );
}
