/**
 * The changelog in the built site: its Atom feed parses as XML in Chromium, holds the page's entries in the
 * page's order, and every page of the build links it in its head; the page itself opens without an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baseUrl, browserPerFile, newContext, open, siteRoutes, watch} from './harness';

const browser = browserPerFile();
const FEED = '/changelog/atom.xml';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(file) : e.name.endsWith('.html') ? [file] : [];
  });
}

describe('changelog', () => {
  it('the feed is valid Atom whose entries are the page’s, in order, with absolute links', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    try {
      const response = await open(w.page, '/changelog');
      expect(response?.status()).toBe(200);
      const headings = await w.page.$$eval('article h2[id^="20"]', (hs) =>
        hs.map((h) => ({id: h.id, title: (h.textContent ?? '').replace(/\u200b|#$/g, '').trim()})),
      );
      expect(headings.length).toBeGreaterThan(0);
      const feedHref = await w.page.$eval('head link[rel="alternate"][type="application/atom+xml"]', (l) =>
        l.getAttribute('href'),
      );
      expect(feedHref).toBe(FEED);
      const feed = await w.page.evaluate(async (url) => {
        const res = await fetch(url);
        const text = await res.text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const ns = 'http://www.w3.org/2005/Atom';
        const one = (el: Element, name: string) => el.getElementsByTagNameNS(ns, name)[0];
        return {
          status: res.status,
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          self: Array.from(doc.documentElement.children)
            .find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self')
            ?.getAttribute('href'),
          entries: Array.from(doc.getElementsByTagNameNS(ns, 'entry')).map((e) => ({
            title: one(e, 'title')?.textContent,
            link: one(e, 'link')?.getAttribute('href'),
            updated: one(e, 'updated')?.textContent,
            content: one(e, 'content')?.textContent ?? '',
          })),
        };
      }, FEED);
      expect(feed.status).toBe(200);
      expect(feed.errors).toBe(0);
      expect(feed.root).toBe('feed');
      expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');
      expect(feed.self).toMatch(/^https?:\/\/[^/]+\/changelog\/atom\.xml$/);
      expect(feed.entries.map((e) => new URL(e.link!).hash.slice(1))).toEqual(headings.map((h) => h.id));
      expect(feed.entries.map((e) => e.title)).toEqual(
        headings.map((h) => h.title.replace(/^\d{4}-\d{2}-\d{2}: /, '')),
      );
      for (const [i, e] of feed.entries.entries()) {
        expect(e.updated).toBe(`${headings[i].title.slice(0, 10)}T00:00:00Z`);
        expect(e.content.length).toBeGreaterThan(20);
        expect(e.content).not.toMatch(/href="\/|pathname:/);
      }
      expect(w.consoleErrors).toEqual([]);
      expect(w.pageErrors).toEqual([]);
      expect(w.foreignRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every built page links the feed in its head', () => {
    const fileOf = (route: string) =>
      [`build${route === '/' ? '/index' : route}.html`, `build${route}/index.html`].find((f) => fs.existsSync(f));
    const pages = [...siteRoutes().map(fileOf), 'build/404.html'];
    expect(pages.filter((f) => f === undefined)).toEqual([]);
    // Every route's page, less the client redirects of earlier addresses (a meta refresh and nothing else).
    const files = (pages as string[]).filter((f) => !/http-equiv=["']?refresh/i.test(fs.readFileSync(f, 'utf8')));
    expect(files.length).toBeGreaterThan(siteRoutes().length - 5);
    // Every other HTML file of the build too.
    const all = htmlFiles('build').filter((f) => !/http-equiv=["']?refresh/i.test(fs.readFileSync(f, 'utf8')));
    const missing = [...new Set([...files, ...all])].filter(
      (f) =>
        !/<link rel=["']?alternate["']? type=["']?application\/atom\+xml["']?[^>]*href=["']?\/changelog\/atom\.xml/.test(
          fs.readFileSync(f, 'utf8').split('</head>')[0],
        ),
    );
    expect(missing).toEqual([]);
    expect(fs.existsSync(`build${FEED}`)).toBe(true);
    expect(baseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });
});
