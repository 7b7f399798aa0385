// The text a reader would copy out of a PDF answer, read with PDF.js (unpdf): no system program needed.
const { extractText, getDocumentProxy } = require('unpdf');

async function pdfTextOf(res) {
  const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(document, { mergePages: true })).text;
}

module.exports = { pdfTextOf };
