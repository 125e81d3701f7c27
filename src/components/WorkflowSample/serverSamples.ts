/**
 * The public workflows' step samples, by key (`<name>:<step>`), for server-side rendering only. This file is what
 * the browser bundle gets: nothing, so a walkthrough page's script never carries its samples. The server bundle
 * gets the module plugins/arazzo generates instead (plugins/arazzo/server-samples.ts swaps it in), so the static
 * HTML of a public page holds them. Restricted workflows are never in it.
 */
const serverSamples: Readonly<Record<string, string | undefined>> = {};

export default serverSamples;
