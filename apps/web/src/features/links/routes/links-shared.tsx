import { HomeButton } from '../components/home-button.tsx';
import { LinksList } from '../components/links-list.tsx';
import { LinksPageHeading } from '../components/links-page-heading.tsx';
import { LinksPageLayout } from '../components/links-page-layout.tsx';
import { linksTitles } from '../links-text.ts';

/** /link/sharedby: my links that other administrators can see, with whom. */
export function LinksSharedByPage() {
  return (
    <LinksPageLayout title={linksTitles.sharedBy}>
      <LinksPageHeading title={linksTitles.sharedBy}>
        <HomeButton />
      </LinksPageHeading>
      <LinksList scope="sharedby" />
    </LinksPageLayout>
  );
}

/** /link/sharedto: links other administrators shared with me; view-only. */
export function LinksSharedToPage() {
  return (
    <LinksPageLayout title={linksTitles.sharedTo}>
      <LinksPageHeading title={linksTitles.sharedTo}>
        <HomeButton />
      </LinksPageHeading>
      <LinksList scope="sharedto" />
    </LinksPageLayout>
  );
}
