/**
 * Adds a <link rel="modulepreload"> for the source-locale catalog to index.html: the app imports it at
 * boot, and without the hint the browser would only ask for it once the entry had run (one more round
 * trip before the first paint on a phone's network).
 */
import type { Plugin } from 'vite';

export function preloadCatalog(catalogModule: string): Plugin {
  return {
    name: 'taas:preload-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(catalogModule),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
