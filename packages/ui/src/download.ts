/**
 * Hands text to the browser as a file download: a Blob URL on a link that
 * is clicked, then removed, the URL released once the click has been handled.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV export (UTF-8) as a download. */
export function downloadCsv(fileName: string, text: string): void {
  downloadText(fileName, text, 'text/csv;charset=utf-8');
}
