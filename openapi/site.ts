/**
 * The one place that says which API descriptions the site builds from: the Redocly config with
 * one API per reference page, and the restricted APIs (served under their route prefix only, their
 * pages' static HTML never holding the reference). Used by docusaurus.config.ts and the scripts.
 */
import type {ApiReferenceOptions} from '../plugins/api-reference/options';
import {RESTRICTED} from '../src/restricted';

export const apiReferenceOptions: ApiReferenceOptions = {
  configFile: './openapi/redocly.yaml',
  restricted: Object.fromEntries(RESTRICTED.apis.map((id) => [id, RESTRICTED.prefix])),
};
