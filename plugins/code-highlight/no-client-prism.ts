/**
 * Keeps Prism out of the browser bundle. Code is highlighted at build time (./index.ts) and rendered
 * by StaticCode, and CodeBlock is replaced (src/theme/CodeBlock), yet Docusaurus' theme still
 * loads `prism-react-renderer` (Prism's core and its default grammars) on every page through a
 * client module that registers extra languages. This plugin points that import at a stub, and
 * src/theme/prism-include-languages registers nothing: the main bundle goes from 526 to 417 KB
 * (163 to 129 KB gzip), script every page evaluates.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function noClientPrism(): Plugin {
  return {
    name: 'no-client-prism',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'prism-stub.ts')}}};
    },
  };
}
