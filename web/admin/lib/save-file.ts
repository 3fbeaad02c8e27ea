/** Hands a downloaded file to the browser as if the user had clicked a download link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the object url goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
