/**
 * The server package's folder, for files read by path at run time (migrations, datasets): the nearest folder above
 * this module with a package.json. Under tsx this module is src/toolkit/paths.ts; in the built server it is part of
 * dist/main.js, one level up — so no path here may count `..` from `__dirname`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

function packageDirOf(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`no package.json above ${dir}`);
  }
}

export const SERVER_DIR = packageDirOf(__dirname);
/** The repository root (the H5 build is dist/h5 under it). */
export const REPO_ROOT = path.dirname(SERVER_DIR);
