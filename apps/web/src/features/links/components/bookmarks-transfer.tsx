import { LINK_IMPORT_MAX_BYTES, linkMessages } from '@app/shared/links/constants';
import { type ChangeEvent, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useExportLinks } from '../api/export-links.ts';
import { useImportLinks } from '../api/import-links.ts';
import { useLinksErrorHandler } from '../hooks/use-links-error-handler.tsx';
import { linksNotices } from '../links-text.ts';
import { readFileText } from '../utils/read-file-text.ts';

/** Import a browser's bookmark file (Netscape HTML) and export my links as one. */
export function BookmarksTransfer() {
  const fileInput = useRef<HTMLInputElement>(null);
  const importLinks = useImportLinks();
  const exportLinks = useExportLinks();
  const reportError = useLinksErrorHandler();

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again imports it again.
    event.target.value = '';
    if (!file) return;
    if (file.size > LINK_IMPORT_MAX_BYTES) {
      notify.error(linkMessages.importTooLarge);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    }
    importLinks.mutate(text, {
      onSuccess: (result) => notify.success(linksNotices.imported(result)),
      onError: (error) => reportError(error),
    });
  };

  return (
    <>
      <Button
        variant="outline-secondary"
        onClick={() => fileInput.current?.click()}
        disabled={importLinks.isPending}
        aria-busy={importLinks.isPending || undefined}
      >
        <i className="bi bi-upload me-1" aria-hidden="true" />
        Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".html,.htm,text/html"
        hidden
        aria-label="Bookmark file to import"
        onChange={onFileChosen}
      />
      <Button
        variant="outline-secondary"
        onClick={() => exportLinks.mutate(undefined, { onError: (error) => reportError(error) })}
        disabled={exportLinks.isPending}
        aria-busy={exportLinks.isPending || undefined}
      >
        <i className="bi bi-download me-1" aria-hidden="true" />
        Export
      </Button>
    </>
  );
}
