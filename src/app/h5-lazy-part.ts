// H5: code a page fetches for a part of itself (a sheet, a library) when the user first needs it. The page-chunk
// loader (h5.ts) shows its full-screen loading and error views for pages only: a part is fetched while the page
// stays usable (often before it is needed), and its caller handles a failure.
let asking = 0;

/** True while a part asks webpack for its chunks. */
export const loadingPart = () => asking > 0;

/**
 * `load` (a dynamic import, which asks webpack for its chunks at once) as a loader of a part: the first call
 * fetches, later calls share that promise, and a call after a failure fetches again.
 */
export function lazyPart<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading) return loading;
    asking++;
    try {
      loading = load().catch((error) => {
        loading = undefined;
        throw error;
      });
    } finally {
      asking--;
    }
    return loading;
  };
}
