/**
 * What the page's public script gets instead of src/sandbox/resources/provider (plugins/sandbox-web/browser.ts
 * replaces that import in the client build): no provider module. The provider API's browser module, served
 * under the restricted prefix only, brings them (registerResourceModules).
 */
import type {ResourceModule} from '../../src/sandbox/types';

export const PROVIDER_MODULES: readonly ResourceModule[] = [];
