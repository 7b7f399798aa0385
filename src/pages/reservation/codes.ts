// The pickup code is readable only in the answer that issued it (the server keeps a hash): kept in memory here
// so the result page opened right after booking shows it; after a restart the customer asks for a new one.
const issued = new Map<number, string>();

export const rememberCode = (id: number, code: string) => {
  issued.set(id, code);
};
export const codeOf = (id: number) => issued.get(id) ?? '';
