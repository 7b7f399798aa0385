// The clipboard's text on a tap, in a browser that allows it (the async Clipboard API, https; the browser may ask).
// Taro's own getClipboardData on H5 reads only what the app copied itself. The mini-program's: clipboard-text.ts.
export const readClipboardText = async (): Promise<string> => {
  try {
    return (await navigator.clipboard?.readText?.()) ?? '';
  } catch {
    return '';
  }
};
