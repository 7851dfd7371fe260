/** Hands a file made in the browser to the person, as a download named `fileName`. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
