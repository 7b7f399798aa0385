// Taro's file transfer for the request layer. The mini-program cannot load code later, so it is here at once; H5
// fetches it with the first upload or download (transfer-loader.h5.ts).
import * as transfer from './file-transfer';

export const loadTransfer = () => Promise.resolve(transfer);
