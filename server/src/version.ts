/** The server's version, from server/package.json. */
import pkg from '../package.json';

export const VERSION: string = pkg.version;
