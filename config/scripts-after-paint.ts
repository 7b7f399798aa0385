import type { Compiler } from 'webpack';

// The html-webpack-plugin Taro's H5 runner uses: its hooks are kept per instance of the module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const HtmlWebpackPlugin: typeof import('html-webpack-plugin') = require(
  require.resolve('html-webpack-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }),
);

type HtmlTag = import('html-webpack-plugin').HtmlTagObject;

/** The script that adds `sources` in order once the first frame is drawn (at once in a hidden tab, which draws none). */
const starter = (sources: string[]) =>
  `(function(d,sources){function start(){sources.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.head.appendChild(s)})}` +
  `if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start)})})(document,${JSON.stringify(sources)})`;

const isEntryScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';

const preload = (href: string): HtmlTag => ({
  tagName: 'link',
  voidTag: true,
  attributes: { rel: 'preload', as: 'script', href },
  meta: {},
});

/**
 * H5: the app's entry scripts run after the page's first frame, not before it. index.html names them as preloads in
 * its head (they download at once, as before) and a script at the end of its body adds them, in order, once the first
 * frame is drawn. With `<script defer>` Chromium compiled Taro's runtime before the first layout, so the page drawn in
 * the HTML (scripts/prerender-h5.js) waited for script it does not need to show. The inline script is index.html's
 * own, so the server's CSP hash covers it (server/src/plugins/external/helmet.ts).
 */
export class ScriptsAfterPaint {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ScriptsAfterPaint', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ScriptsAfterPaint', (groups) => {
        const sources = [...groups.headTags, ...groups.bodyTags].filter(isEntryScript).map((tag) => String(tag.attributes.src));
        if (!sources.length) return groups;
        groups.headTags = groups.headTags.map((tag) => (isEntryScript(tag) ? preload(String(tag.attributes.src)) : tag));
        groups.bodyTags = [
          ...groups.bodyTags.filter((tag) => !isEntryScript(tag)),
          { tagName: 'script', voidTag: false, innerHTML: starter(sources), attributes: {}, meta: {} },
        ];
        return groups;
      });
    });
  }
}
