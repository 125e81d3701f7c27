import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  LIFECYCLES,
  expandLifecycleTags,
  isRestrictedLifecycle,
  lifecycleMarkdownOf,
} from '../../src/sandbox/lifecycles';
import {isRestrictedPath} from '../../src/restricted';
import {lifecycleMermaid, refusalsByCall, transitionsFor} from '../../src/sandbox/lifecycles/view';
import {findMermaidBlocks} from '../../plugins/mermaid-svg/diagrams';

function* mdxFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mdxFiles(p);
    else if (p.endsWith('.mdx')) yield p;
  }
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (/\.tsx?$/.test(p)) yield p;
  }
}

/** Pages that show a lifecycle, with the id and api of each tag. */
const pages = [...mdxFiles('docs'), ...mdxFiles('docs-provider')].flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/<Lifecycle\s+id="([^"]+)"(?:\s+api="([^"]+)")?\s*\/>/g)].map((m) => ({
    file,
    id: m[1],
    api: m[2],
  })),
);

describe('lifecycles: one declaration for the sandbox and the pages', () => {
  it('some pages show lifecycles from the declarations', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  for (const view of Object.values(LIFECYCLES)) {
    describe(view.id, () => {
      const {statuses, transitions, refusals} = view.lifecycle;
      it('names every action, every status it moves between, and who causes each move', () => {
        for (const t of transitions) {
          expect(view.actions[t.action]?.label, `label of ${t.action}`).toBeTruthy();
          expect(statuses).toContain(t.to);
          for (const f of t.from) if (f !== null) expect(statuses).toContain(f);
          if (view.who) expect(view.who[t.by], `who for "${t.by}"`).toBeTruthy();
        }
        for (const r of refusals)
          for (const s of [...(r.allowedIn ?? []), ...(r.refusedIn ?? [])]) expect(statuses).toContain(s);
      });

      it('every status can be reached from a new resource', () => {
        const reached = new Set<string | null>([null]);
        for (let grew = true; grew;) {
          grew = false;
          for (const t of transitions)
            if (!reached.has(t.to) && t.from.some((f) => reached.has(f))) {
              reached.add(t.to);
              grew = true;
            }
        }
        expect(statuses.filter((s) => !reached.has(s))).toEqual([]);
      });

      for (const api of Object.keys(view.apis))
        it(`the ${api} diagram and table hold every ${api} transition, and nothing else`, () => {
          const md = lifecycleMarkdownOf(view.id, api);
          const transitions = transitionsFor(view, api);
          const tableRows = (header: string) => {
            const lines = md.split('\n');
            const start = lines.findIndex((l) => l.startsWith(header));
            const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
            return start < 0 ? [] : lines.slice(start + 2, end < 0 ? undefined : end);
          };
          expect(tableRows('| From | To |').length).toBe(transitions.length);
          expect(tableRows('| Call |').length).toBe(refusalsByCall(view).length);
          const diagram = lifecycleMermaid(view, api);
          for (const t of transitions)
            for (const f of t.from)
              if (f !== t.to && !view.tableOnly?.includes(t.action))
                expect(diagram).toContain(`${f ?? '[*]'} --> ${t.to} :`);
          // What the diagram leaves out, a sentence names (the table has it).
          for (const action of view.tableOnly ?? [])
            if (transitions.some((t) => t.action === action)) expect(md).toContain(view.actions[action].label);
          expect(diagram.split('\n').filter((l) => l.includes('-->')).length).toBeLessThanOrEqual(
            transitions.reduce((n, t) => n + t.from.length, 0),
          );
        });
    });
  }

  it("a page's status table lists exactly the statuses of the lifecycle it shows", () => {
    for (const {file, id} of pages) {
      const text = fs.readFileSync(file, 'utf8');
      const from = text.slice(text.search(new RegExp(`<Lifecycle\\s+id="${id}"`)));
      const end = from.search(/\n##+ /); // the lifecycle's own section
      const after = end < 0 ? from : from.slice(0, end);
      const table = /\| Status \| [^\n]*\n\|[- |]+\n((?:\|[^\n]*\n)+)/.exec(after);
      if (!table) continue; // a page may show the lifecycle alone
      const {statuses} = LIFECYCLES[id].lifecycle;
      const listed = [...table[1].matchAll(/^\| `([A-Za-z_]+)` \|/gm)].map((m) => m[1]);
      if (listed.length) expect(new Set(listed), `${file} (${id})`).toEqual(new Set(statuses));
      else {
        // A status read from a flag (`archived: true`) is named in words: every one is, beside a `deleted` row.
        const words = [...table[1].matchAll(/^\| ([a-z_]+) [(|]/gm)].map((m) => m[1]);
        expect(words, `${file} (${id})`).toEqual(expect.arrayContaining([...statuses]));
      }
    }
  });

  it('expands tags in Markdown twins and in the diagram renderer, and names an unknown lifecycle', () => {
    const md = expandLifecycleTags('Before\n\n<Lifecycle id="single-payment" api="partner" />\n\nAfter');
    expect(findMermaidBlocks(md)).toHaveLength(1);
    expect(md).toContain('/partner-api/apis/single-payments/api-requests#process-single-payment');
    // The partner page leaves out what only the toolkit does.
    expect(md).not.toContain('`cash` or `other`');
    expect(lifecycleMarkdownOf('single-payment', 'toolkit')).toContain('`cash` or `other`');
    expect(() => expandLifecycleTags('<Lifecycle id="nope" />')).toThrow(/unknown lifecycle "nope"/);
    expect(() => lifecycleMarkdownOf('single-payment', 'provider')).toThrow(/no api "provider"/);
  });
});

describe('lifecycle tables link only to operations their API has', () => {
  it('every [call](page#anchor) of every lifecycle and API is an operation of that page’s API', async () => {
    const {sandboxApis} = await import('./sandbox-helpers');
    const {buildOperations} = await import('../../src/sandbox/openapi');
    const {API_PAGES, operationAnchor} = await import('../../src/rules');
    const anchorsOf = new Map<string, Set<string>>();
    for (const op of buildOperations(await sandboxApis(true))) {
      const route = API_PAGES[op.api.id as keyof typeof API_PAGES]?.route;
      if (!route) continue;
      if (!anchorsOf.has(route)) anchorsOf.set(route, new Set());
      anchorsOf.get(route)!.add(operationAnchor(op.operationId));
    }
    let links = 0;
    for (const view of Object.values(LIFECYCLES))
      for (const api of Object.keys(view.apis)) {
        const markdown = lifecycleMarkdownOf(view.id as keyof typeof LIFECYCLES, api);
        for (const m of markdown.matchAll(/\]\(([^)#]+)#([^)]+)\)/g)) {
          links++;
          expect(anchorsOf.get(m[1])?.has(m[2]), `${view.id} (${api}) links ${m[1]}#${m[2]}`).toBe(true);
        }
      }
    expect(links).toBeGreaterThan(10);
  }, 120_000);
});

describe('lifecycles: the pages show what the engine applies', () => {
  it('every entry is the declaration the engine applies (the same object, read by its resource module)', async () => {
    const decl = {
      'single-payment': ['single-payment', 'SINGLE_PAYMENT_LIFECYCLE', 'single-payments.ts'],
      'recurring-payment': ['recurring-payment', 'RECURRING_PAYMENT_LIFECYCLE', 'recurring-payments.ts'],
      transaction: ['transaction', 'TRANSACTION_LIFECYCLE', 'transactions.ts'],
      'bank-account': ['bank-account', 'BANK_ACCOUNT_LIFECYCLE', 'bank-accounts.ts'],
      'company-verification': ['company', 'VERIFICATION_LIFECYCLE', 'companies.ts'],
      'company-access': ['company', 'ACCESS_LIFECYCLE', 'companies.ts'],
      invoice: ['invoice', 'INVOICE_LIFECYCLE', 'business/invoices.ts'],
      order: ['order', 'ORDER_LIFECYCLE', 'business/orders.ts'],
      shipment: ['shipment', 'SHIPMENT_LIFECYCLE', 'business/shipping.ts'],
      'purchase-order': ['purchase-order', 'PURCHASE_ORDER_LIFECYCLE', 'business/suppliers.ts'],
      'inventory-item': ['inventory-item', 'INVENTORY_ITEM_LIFECYCLE', 'business/inventory.ts'],
      customer: ['customer', 'CUSTOMER_LIFECYCLE', 'business/customers.ts'],
      'provider-single-immediate-payment': [
        'provider-payment',
        'SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE',
        'provider/payments.ts',
      ],
      'provider-access-consent': ['provider-access-consent', 'ACCESS_CONSENT_LIFECYCLE', 'provider/access-consents.ts'],
      'provider-eu-consent': ['provider-access-consent', 'EU_CONSENT_LIFECYCLE', 'provider/access-consents.ts'],
      'provider-vrp-consent': ['provider-vrp', 'VRP_CONSENT_LIFECYCLE', 'provider/vrp.ts'],
      'provider-vrp-payment': ['provider-vrp', 'VRP_PAYMENT_LIFECYCLE', 'provider/vrp.ts'],
    } as const;
    expect(Object.keys(decl).sort()).toEqual(Object.keys(LIFECYCLES).sort());
    for (const [id, [module, name, resource]] of Object.entries(decl) as [string, readonly string[]][]) {
      const declared = ((await import(`../../src/sandbox/lifecycles/${module}.ts`)) as Record<string, unknown>)[name];
      expect(LIFECYCLES[id].lifecycle, id).toBe(declared);
      // The resource module applies it, through the engine's one applier (kit/apply.ts).
      const source = fs.readFileSync(`src/sandbox/resources/${resource}`, 'utf8');
      expect(source, `${resource} applies ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
      expect(source, `${resource} applies through the kit`).toMatch(
        /import \{apply\b[^}]*\} from '(\.\.\/)+kit\/apply'/,
      );
    }
  });

  it("the engine's own look-ups find exactly the declared transitions", async () => {
    const single = await import('../../src/sandbox/lifecycles/single-payment');
    const recurring = await import('../../src/sandbox/lifecycles/recurring-payment');
    const bank = await import('../../src/sandbox/lifecycles/bank-account');
    const company = await import('../../src/sandbox/lifecycles/company');
    const tx = await import('../../src/sandbox/lifecycles/transaction');
    const lookUps: Record<string, (t: {action: string; to: string}, from: string | null) => unknown> = {
      'single-payment': (t, f) => single.transitionFor(t.action as never, f as never, (x) => x.to === t.to),
      'recurring-payment': (t, f) => recurring.transitionFor(t.action as never, f as never),
      'bank-account': (t, f) => bank.bankAccountTransitionFor(t.action as never, f as never, (x) => x.to === t.to),
      'company-access': (t, f) => (f === null ? t : company.accessTransition(t.action as never, f as never)),
      'company-verification': (t, f) => (f === null ? t : company.verificationTransition(f as never, t.to as never)),
    };
    for (const [id, lookUp] of Object.entries(lookUps))
      for (const t of LIFECYCLES[id].lifecycle.transitions)
        for (const f of t.from) expect(lookUp(t, f), `${id}: ${t.action} from ${f}`).toBe(t);
    for (const t of LIFECYCLES.transaction.lifecycle.transitions)
      for (const f of t.from) if (f !== null) expect(tx.isTransactionTransition(f as never, t.to as never)).toBe(true);
    expect(tx.isTransactionTransition('completed', 'pending')).toBe(false);
  });

  it('no page draws by hand the state diagram of a resource that has a declaration', () => {
    const hand: string[] = [];
    for (const file of [...mdxFiles('docs'), ...mdxFiles('docs-provider')])
      for (const block of findMermaidBlocks(fs.readFileSync(file, 'utf8'))) {
        if (!/^\s*stateDiagram/.test(block)) continue;
        const title = /accTitle:\s*(.+)/.exec(block)?.[1].trim();
        const states = new Set(
          [...block.matchAll(/^\s*(\S+)\s+-->\s+(\S+)/gm)].flatMap((m) => [m[1], m[2]]).filter((s) => s !== '[*]'),
        );
        for (const view of Object.values(LIFECYCLES))
          if (
            title === view.title ||
            (states.size >= 2 && [...states].every((s) => view.lifecycle.statuses.includes(s)))
          )
            hand.push(`${file}: "${title}" is the ${view.id} lifecycle: write <Lifecycle id="${view.id}" />`);
      }
    expect(hand).toEqual([]);
  });

  it('provider lifecycles stay in the restricted section, and public ones out of it', () => {
    for (const view of Object.values(LIFECYCLES)) {
      const routes = Object.values(view.apis);
      const restricted = isRestrictedLifecycle(view.id);
      expect(
        routes.every((r) => isRestrictedPath(r) === restricted),
        view.id,
      ).toBe(true);
      for (const api of Object.keys(view.apis))
        for (const m of lifecycleMarkdownOf(view.id, api).matchAll(/\]\(([^)#]+)#/g))
          expect(isRestrictedPath(m[1]), `${view.id} links ${m[1]}`).toBe(restricted);
    }
    for (const {file, id} of pages)
      expect(isRestrictedLifecycle(id), `${file} shows ${id}`).toBe(file.startsWith('docs-provider'));
    // Only build-time code reads the pages' lifecycles: no browser module imports them.
    const importers = [...sourceFiles('src')].filter(
      (f) =>
        !f.startsWith(path.join('src', 'sandbox', 'lifecycles')) &&
        /from '[./]*(sandbox\/)?lifecycles(\/index|\/provider)?'/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(importers).toEqual([]);
    expect(() => lifecycleMarkdownOf('invoice', 'provider')).toThrow(/no api "provider"/);
  });
});

describe('plugins/rules: where a lifecycle may be shown', () => {
  it('refuses a provider lifecycle on a public page and a public one in the restricted section', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const {default: remarkRules} = await import('../../plugins/rules');
    const page = (file: string, id: string, api: string) =>
      compile({value: `\n<Lifecycle id="${id}" api="${api}" />\n`, path: file}, {remarkPlugins: [remarkRules]});
    await expect(page('docs/guides/x.mdx', 'provider-vrp-payment', 'provider')).rejects.toThrow(
      /docs\/guides\/x\.mdx:2: lifecycle "provider-vrp-payment" belongs to the restricted section/,
    );
    await expect(page('docs-provider/x.mdx', 'invoice', 'toolkit')).rejects.toThrow(/belongs to the public pages only/);
    expect(String(await page('docs-provider/x.mdx', 'provider-vrp-payment', 'provider'))).toContain(
      '/provider/api#create-vrp-payment',
    );
  });
});
