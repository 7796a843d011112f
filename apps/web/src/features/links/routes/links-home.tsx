import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { AdminToolLayout } from '../../../components/admin-tool-layout.tsx';
import { LinksList } from '../components/links-list.tsx';
import { LinksSearchForm } from '../components/links-search-form.tsx';
import { LinksToolbar } from '../components/links-toolbar.tsx';
import { linksTitles } from '../links-text.ts';

/** Spec §2 Links dashboard (/home): my links, searchable, sortable and paged. */
export function LinksHomePage() {
  return (
    <AdminToolLayout title={linksTitles.home}>
      <AdminPageHeader title={linksTitles.home} />
      <LinksToolbar />
      <LinksSearchForm />
      <LinksList scope="mine" goToLoginOnFirstFailure />
    </AdminToolLayout>
  );
}
