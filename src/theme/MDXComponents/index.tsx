import MDXComponents from '@theme-original/MDXComponents';
import MermaidDiagram from '@site/src/components/MermaidDiagram';
import StaticCode from '@site/src/components/StaticCode';
import {ApiFragments, ApiHtml, ApiToc} from '@site/src/components/ApiReference';
import LaterSections from '@site/src/gate/LaterSections';

// Components emitted by the build-time compilers (api-reference, mermaid-svg, code-highlight, later-sections), available in every MDX page.
export default {
  ...MDXComponents,
  MermaidDiagram,
  StaticCode,
  ApiFragments,
  ApiHtml,
  ApiToc,
  LaterSections,
};
