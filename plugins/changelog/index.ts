/**
 * Docusaurus plugin: the changelog's Atom feed. Reads the entries from the changelog page (feed.ts), fails
 * the build on a malformed entry (file and line), links the feed from the head of every page
 * (`<link rel="alternate" type="application/atom+xml">`) and writes it after the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {atomFeed, parseChangelog, type ChangelogEntry} from './feed';

export interface ChangelogOptions {
  /** The changelog page, relative to the site: its entries are the feed's. */
  source: string;
  /** The page's route. */
  route: string;
  /** Where the feed is served. */
  feedPath: string;
  title: string;
  subtitle: string;
  author: {name: string; email: string};
}

const route = Joi.string().pattern(/^\/[^?#]*[^/?#]$/, 'route without trailing slash');
const schema = Joi.object<ChangelogOptions>({
  source: Joi.string().required(),
  route: route.required(),
  feedPath: route.pattern(/\.xml$/, 'a .xml path').required(),
  title: Joi.string().required(),
  subtitle: Joi.string().required(),
  author: Joi.object({
    name: Joi.string().required(),
    email: Joi.string()
      .email({tlds: {allow: false}})
      .required(),
  }).required(),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ChangelogOptions, ChangelogOptions>): ChangelogOptions {
  return validate(schema, options);
}

export default function changelogPlugin(context: LoadContext, options: ChangelogOptions): Plugin<ChangelogEntry[]> {
  const file = path.join(context.siteDir, options.source);
  return {
    name: 'fernpay-changelog',
    getPathsToWatch: () => [file],
    async loadContent() {
      return parseChangelog(await fs.readFile(file, 'utf8'), options.source);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: options.title,
              href: context.baseUrl.replace(/\/$/, '') + options.feedPath,
            },
          },
        ],
      };
    },
    async postBuild({outDir, content}) {
      const out = path.join(outDir, options.feedPath);
      await fs.mkdir(path.dirname(out), {recursive: true});
      await fs.writeFile(out, atomFeed(content, {...options, siteUrl: context.siteConfig.url}));
    },
  };
}
