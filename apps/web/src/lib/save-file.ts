/** Hands a downloaded file to the browser under `fileName`, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after click() returns; revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
