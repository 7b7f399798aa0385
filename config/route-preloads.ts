import type { Compilation, Compiler } from 'webpack';

/** What each page and each language needs beyond the entry's own files (which index.html already names). */
export interface RoutePreloads {
  /** "/pages/login/index" -> ["/js/9265.e47fabc9.js", "/css/9265.57399fb6.css", ...] */
  pages: Record<string, string[]>;
  /** "zh_CN" / "en" -> the start-up strings' chunk */
  lang: Record<string, string>;
}

const LANG_CHUNKS: Record<string, string> = { 'lang-zh': 'zh_CN', 'lang-en': 'en' };

/**
 * Writes route-preloads.json into the H5 build: per page path, the chunk files its lazy import loads, and for the
 * tab pages the tab bar's too (src/app/h5-tabbar.ts loads it when a tab page opens). The server names them in
 * index.html as <link rel="preload"> for the page asked for, so they download beside the app chunk instead of after
 * it has run (server/src/plugins/app/h5-preload.ts).
 */
export class RoutePreloadsFile {
  /** `tabPages`: 'pages/home/index' ... (app.config.ts's tabBar). */
  constructor(
    private publicPath: string,
    private tabPages: string[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreloadsFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(this.collect(compilation));
          compilation.emitAsset('route-preloads.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }

  private collect(compilation: Compilation): RoutePreloads {
    const initial = new Set([...compilation.entrypoints.values()].flatMap((e) => e.chunks.flatMap((c) => [...c.files])));
    const filesOf = (group: Compilation['chunkGroups'][number]) =>
      group.chunks
        .flatMap((c) => [...c.files])
        .filter((f) => !initial.has(f) && /\.(js|css)$/.test(f))
        .map((f) => this.publicPath + f);
    const result: RoutePreloads = { pages: {}, lang: {} };
    let tabBar: string[] = [];
    for (const group of compilation.chunkGroups) {
      if (group.name && LANG_CHUNKS[group.name]) result.lang[LANG_CHUNKS[group.name]] = filesOf(group)[0];
      for (const origin of group.origins) {
        const from = origin.module?.identifier() ?? '';
        const page = /^\.\/(pages\/.+)$/.exec(origin.request ?? '');
        if (page && from.includes('app.config')) result.pages[`/${page[1]}`] = filesOf(group);
        if (/h5-tabbar\.ts$/.test(from)) tabBar = filesOf(group);
      }
    }
    for (const page of this.tabPages) result.pages[`/${page}`]?.push(...tabBar);
    return result;
  }
}
