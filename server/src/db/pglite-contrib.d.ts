/** The pg_trgm module of PGlite is exported as a package subpath, which this project's module resolution cannot read. */
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export { pg_trgm } from '@electric-sql/pglite/dist/contrib/pg_trgm';
}
