/** A page's words in both languages: English must name every key the Chinese has. */
export const pair = <W extends object>(zh: W, en: W) => ({ zh, en });
