/**
 * Links written in an API's Markdown are found where they are written (file and JSON pointer) and
 * checked against what the site holds; the build (postBuild) and `npm run lint:openapi` use these.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brokenDescriptionLinks, descriptionLinks, markdownHrefs} from '../../plugins/api-reference/description-links';

const SPEC = `post:
  operationId: createThing
  description: |
    Send it with [process](#process-thing); see [the guide](/guides/idempotency#replays) and
    [nowhere](/guides/nowhere), [a missing anchor](/guides/idempotency#nope) and [this one](#missing).
    Code is not a link: \`[x](/not-a-link)\`. External: [RFC](https://www.rfc-editor.org/rfc/rfc9110).
  requestBody:
    content:
      application/json:
        schema:
          properties:
            description:
              type: string
              description: Free text, see [the limits](/guides/rate-limits).
          x-enumDescriptions:
            fast: Chosen by [speed](#speed).
        examples:
          createThing-basic:
            description: A plain thing, as in [the overview](/things/overview).
            value:
              description: 'Data, not Markdown: [not checked](/nowhere-at-all)'
`;

describe('description links', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-links-'));
  const file = path.join(dir, 'paths', 'things.yaml');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, SPEC);
  const links = descriptionLinks([file], dir);

  it('finds every Markdown link with its file and pointer, not code spans or example data', () => {
    expect(links.map((l) => `${l.file}${l.pointer} ${l.href}`)).toEqual([
      'paths/things.yaml#/post/description #process-thing',
      'paths/things.yaml#/post/description /guides/idempotency#replays',
      'paths/things.yaml#/post/description /guides/nowhere',
      'paths/things.yaml#/post/description /guides/idempotency#nope',
      'paths/things.yaml#/post/description #missing',
      'paths/things.yaml#/post/description https://www.rfc-editor.org/rfc/rfc9110',
      'paths/things.yaml#/post/requestBody/content/application~1json/schema/properties/description/description /guides/rate-limits',
      'paths/things.yaml#/post/requestBody/content/application~1json/schema/x-enumDescriptions/fast #speed',
      'paths/things.yaml#/post/requestBody/content/application~1json/examples/createThing-basic/description /things/overview',
    ]);
  });

  it('reports the broken ones where they are written', () => {
    const pages: Record<string, Set<string> | null> = {
      '/guides/idempotency': new Set(['replays']),
      '/guides/rate-limits': new Set(),
      '/things/overview': null, // exists, anchors not checked (e.g. a locked page)
    };
    const problems = brokenDescriptionLinks(links, {
      ownIds: new Set(['process-thing', 'speed']),
      page: (p) => pages[p],
    });
    expect(problems).toEqual([
      'paths/things.yaml#/post/description: link to /guides/nowhere, but the site has no /guides/nowhere',
      'paths/things.yaml#/post/description: link to /guides/idempotency#nope, but that page has no id "nope"',
      'paths/things.yaml#/post/description: link to #missing, but the reference has no such id',
    ]);
  });

  it('reads links from inline HTML too, and asks for root-relative site links', () => {
    expect(markdownHrefs('<a href="/x">x</a> and [y](y.md)')).toEqual(['/x', 'y.md']);
    const [relative] = brokenDescriptionLinks([{file: 'f.yaml', pointer: '#/description', href: 'y.md'}], {
      ownIds: new Set(),
      page: () => undefined,
    });
    expect(relative).toMatch(/^f\.yaml#\/description: link to y\.md: write site links from the root/);
  });
});
