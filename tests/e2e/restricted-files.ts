/**
 * What the restricted section is made of, derived from its own declarations (tests/restricted-strings.ts:
 * never a hand-written list of markers, never less what some code happens to hold): the provider's served
 * bundle as this build serves it (operation ids and summaries, schema, path-segment, webhook and code names,
 * the phrases of its descriptions), its credentials and error codes, its rules and its pages' titles and
 * headings; less every one a public declaration (the public bundles of this build, the public rules and
 * pages) also has. And which built files are public: everything outside the section's prefix that
 * restricted-assets.txt does not list. Shared by the leak test, the MCP test and the host test.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {RESTRICTED} from '../../src/restricted';
import {derivedProviderStrings, filesUnder} from '../restricted-declarations';

export {leaksIn} from '../restricted-strings';

/** A served bundle of the build (`/openapi/<id>.json`), not its other files (Postman, fragments, samples, search). */
const BUNDLE_FILE = /^(?!.*\.(postman|fragments|samples|search)\.json$).*\.json$/;

/** The served bundles of the build: the provider's under the prefix, the public ones (merged ones too) outside it. */
export function builtBundles(buildDir = 'build'): {provider: unknown[]; public: unknown[]} {
  const read = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => BUNDLE_FILE.test(f))
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown)
      : [];
  const bundles = {
    provider: read(path.join(buildDir, RESTRICTED.prefix, 'openapi')),
    public: read(path.join(buildDir, 'openapi')),
  };
  if (bundles.provider.length === 0 || bundles.public.length === 0)
    throw new Error(`${buildDir} has no served bundles (openapi/*.json): run npm run build first`);
  return bundles;
}

/** Strings only the restricted section declares (hundreds), longest first. */
export function restrictedOnlyStrings(buildDir = 'build'): string[] {
  return derivedProviderStrings(builtBundles(buildDir));
}

/** The protected set: the section's prefix as a whole, and its chunks outside it. */
export function protectedFiles(buildDir = 'build'): {prefix: string; files: Set<string>} {
  const listed = fs
    .readFileSync(path.join(buildDir, RESTRICTED.prefix, 'restricted-assets.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  return {prefix: RESTRICTED.prefix, files: new Set(listed)};
}

/** Every built file as a site path, and whether it is protected. */
export function builtFiles(buildDir = 'build'): {url: string; file: string; isProtected: boolean}[] {
  const {prefix, files} = protectedFiles(buildDir);
  return filesUnder(buildDir, () => true).map((file) => {
    const url = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    return {url, file, isProtected: url.startsWith(`${prefix}/`) || files.has(url)};
  });
}

/** A built file's text as a reader (or a crawler) gets it: Pagefind's gzipped index files unpacked. */
export function readableText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return zlib.gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}
