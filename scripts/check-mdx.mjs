#!/usr/bin/env node
// Quick check of MDX pages without a site build: MDX syntax, front matter, and internal links
// (the route must be in spec/routes.txt; a #fragment on a docs page must match a heading there).
//   node scripts/check-mdx.mjs docs/partner-api/overview.mdx [more files or folders]
// The site build stays the real check (it also validates links inside compiled API references).
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {parse as parseYaml} from 'yaml';
import {anchorsOf, docFileFor, routeOf, siteRoutes} from './lib/site-sources.mjs';

const routes = siteRoutes();
const files = process.argv.slice(2).flatMap(function expand(p) {
  if (fs.statSync(p).isDirectory()) return fs.readdirSync(p).flatMap((f) => expand(path.join(p, f)));
  return /\.mdx?$/.test(p) ? [p] : [];
});
if (files.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs FILE_OR_DIR...');
  process.exit(2);
}

let problems = 0;
const report = (file, msg) => {
  problems += 1;
  console.error(`${file}: ${msg}`);
};
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!fm) report(file, 'no front matter');
  else {
    let data;
    try {
      data = parseYaml(fm[1]);
    } catch (error) {
      report(file, `front matter is not valid YAML: ${error.message.split('\n')[0]}`);
    }
    if (data)
      for (const key of ['title', 'description'])
        if (typeof data[key] !== 'string' || !data[key].trim()) report(file, `front matter lacks ${key}`);
  }
  try {
    await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''), {format: file.endsWith('.md') ? 'md' : 'mdx'});
  } catch (error) {
    report(file, `MDX does not compile: ${error.message}`);
    continue;
  }
  const body = source.replace(/```[\s\S]*?```/g, '');
  const links = [...body.matchAll(/\]\((\/[^)\s]*)\)/g), ...body.matchAll(/\b(?:href|to)="(\/[^"]*)"/g)].map(
    (m) => m[1],
  );
  for (const link of links) {
    const [route, fragment] = link.split('#');
    if (/^\/(openapi|diagrams|img|provider\/openapi)\//.test(route)) continue;
    const target = route === '' ? routeOf(file) : route;
    if (!routes.has(target)) {
      report(file, `link to ${link}: no such route`);
      continue;
    }
    const doc = docFileFor(target);
    if (fragment && doc && !/api-requests$|\/api$/.test(target) && !anchorsOf(doc).has(fragment))
      report(file, `link to ${link}: no heading with id "${fragment}" in ${doc}`);
  }
}
console.log(`${files.length} file(s) checked, ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
