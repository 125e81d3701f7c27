// @vitest-environment happy-dom
/** The changelog: entries read from its page, the Atom feed written from them, and malformed entries named. */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {ChangelogError, atomFeed, entryHtml, parseChangelog} from '../../plugins/changelog/feed';

const FILE = 'docs/changelog.mdx';
const source = fs.readFileSync(FILE, 'utf8');
const options = {
  siteUrl: 'https://developers.fernpay.example',
  route: '/changelog',
  feedPath: '/changelog/atom.xml',
  title: 'Fernpay Developers changelog',
  subtitle: 'Changes & fixes',
  author: {name: 'Fernpay Developer Support', email: 'developers@fernpay.example'},
};

describe('changelog entries', () => {
  const entries = parseChangelog(source, FILE);

  it("are the page's dated headings, in order, each with a kind and areas", () => {
    const headings = [...source.matchAll(/^## (\d{4}-\d{2}-\d{2}): (.+) \{\/\* #([a-z0-9-]+) \*\/\}$/gm)];
    expect(entries.map((e) => e.id)).toEqual(headings.map((h) => h[3]));
    expect(entries.map((e) => e.title)).toEqual(headings.map((h) => h[2]));
    expect(entries.at(-1)?.date).toBe('2026-11-25'); // the first entry: the state of the APIs on that day
    for (const e of entries) {
      expect(e.areas.length, e.id).toBeGreaterThan(0);
      expect(e.body.length, e.id).toBeGreaterThan(0);
    }
  });

  it('make a valid Atom feed with one entry each, links absolute', () => {
    const xml = atomFeed(entries, options);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.documentElement;
    const child = (el: Element, name: string) => Array.from(el.children).filter((c) => c.localName === name);
    const text = (el: Element, name: string) => child(el, name)[0]?.textContent;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed, 'title')).toBe(options.title);
    expect(text(feed, 'subtitle')).toBe('Changes & fixes');
    expect(text(feed, 'id')).toBe('https://developers.fernpay.example/changelog');
    expect(text(feed, 'updated')).toBe('2026-11-25T00:00:00Z');
    expect(child(feed, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['self', 'https://developers.fernpay.example/changelog/atom.xml'],
      ['alternate', 'https://developers.fernpay.example/changelog'],
    ]);
    const feedEntries = child(feed, 'entry');
    expect(feedEntries).toHaveLength(entries.length);
    feedEntries.forEach((entry, i) => {
      const e = entries[i];
      expect(text(entry, 'id')).toBe(`https://developers.fernpay.example/changelog#${e.id}`);
      expect(text(entry, 'title')).toBe(e.title.replace(/`/g, ''));
      expect(text(entry, 'updated')).toBe(`${e.date}T00:00:00Z`);
      expect(child(entry, 'category').map((c) => c.getAttribute('term'))).toEqual([e.kind, ...e.areas]);
      expect(child(entry, 'content')[0].getAttribute('type')).toBe('html');
      const html = text(entry, 'content') ?? '';
      expect(html).toBe(entryHtml(e, options.siteUrl));
      expect(html).not.toMatch(/href="\/|pathname:/);
    });
    // A site link in an entry (the idempotency entry links its guide) becomes an absolute URL in the feed.
    const idempotency = entries.find((e) => e.id.endsWith('-idempotency-keys'));
    expect(idempotency && entryHtml(idempotency, options.siteUrl)).toContain(
      'href="https://developers.fernpay.example/api-conventions#idempotency"',
    );
  });
});

describe('a malformed changelog fails naming the file and line', () => {
  const page = (body: string) => `---\ntitle: Changelog\n---\n\nIntro.\n\n## Policy\n\nText.\n\n${body}`;
  const entry = (heading: string, kind = '**Added** · Portal') => `## ${heading}\n\n${kind}\n\nText.\n`;
  it.each([
    [entry('2026-11-25: No id'), /x\.mdx:11: changelog heading "2026-11-25: No id" must read/],
    [entry('2026-02-30: Bad date {/* #bad */}'), /x\.mdx:11: "2026-02-30" is not a date/],
    [entry('2026-11-25: A {/* #a */}') + entry('2026-11-25: B {/* #a */}'), /x\.mdx:\d+: the id #a is used twice/],
    [entry('2026-11-24: Old {/* #old */}') + entry('2026-11-25: New {/* #new */}'), /entries go newest first/],
    [
      entry('2026-11-25: No kind {/* #k */}', 'Added · Portal'),
      /x\.mdx:13: the entry "No kind" must start with a line/,
    ],
    [entry('2026-11-25: Odd kind {/* #k */}', '**Tweaked** · Portal'), /must start with a line/],
    ['No entries at all.\n', /x\.mdx: no entries/],
  ])('%#', (body, message) => {
    expect(() => parseChangelog(page(body), 'x.mdx')).toThrow(ChangelogError);
    expect(() => parseChangelog(page(body), 'x.mdx')).toThrow(message);
  });
});
