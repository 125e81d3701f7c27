import MDXComponents from '@theme-original/MDXComponents';
import MermaidDiagram from '@site/src/components/MermaidDiagram';
import {ApiEndpoint, ApiErrors, ApiMeta, ApiOperation, ApiSchema, ApiScope, ApiSecurity} from '@site/src/components/ApiReference';

// Components emitted by the build-time compilers (api-reference, mermaid-svg), available in every MDX page.
export default {
  ...MDXComponents,
  MermaidDiagram,
  ApiScope,
  ApiMeta,
  ApiSecurity,
  ApiErrors,
  ApiEndpoint,
  ApiOperation,
  ApiSchema,
};
