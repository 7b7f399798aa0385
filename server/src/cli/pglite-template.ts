/** Run by the build (scripts/build.js): the prepared PGlite database a new DATA_DIR starts from (db/pglite-template.ts). */
import { writePgliteTemplate } from '../db/pglite-template';

writePgliteTemplate(process.argv[2]).then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
