// H5 only: save a blob URL under a readable name (a link with `download`, clicked).
export function saveBlob(url: string, name: string) {
  if (process.env.TARO_ENV !== 'h5') return;
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
