/**
 * A lifecycle as pages show it, built from the same declaration the sandbox engine applies
 * (lifecycles/<name>.ts): its state diagram (Mermaid source, rendered to SVG at build time) and its
 * transitions and refusals as Markdown tables. Pages write `<Lifecycle id="single-payment" api="toolkit" />`
 * (plugins/rules expands it, in the page and in its Markdown twin), so the page and the sandbox cannot
 * disagree. Pure: no DOM, no Node API.
 */
import {refuses, webhookOf, type Lifecycle, type LifecycleRefusal, type LifecycleTransition} from './lifecycle';

/** What a page needs to show a lifecycle, beyond the engine's declaration. */
export interface LifecycleView {
  id: string;
  /** Accessible title of the diagram ("Single payment lifecycle"). */
  title: string;
  /** What the resource is called in a sentence ("payment"). */
  noun: string;
  /** The declaration the engine applies (the same object). */
  lifecycle: Lifecycle;
  /**
   * Per action: the words on the diagram's arrow and in the table, the call that does it (if any) and, when
   * another API reference has that call (an order's invoice is generated on the orders reference), its page.
   */
  actions: Readonly<Record<string, {label: string; operationId?: string; page?: string}>>;
  /** Per API the page may name (`api="toolkit"`): the page whose anchors are the operations' (kebab operationId). */
  apis: Readonly<Record<string, string>>;
  /** How the table names who causes a transition (the declaration's `by`), in a reader's words. */
  who?: Readonly<Record<string, string>>;
  /**
   * Actions drawn in the table only, to keep a busy diagram readable (a diagram of more than about a dozen
   * arrows): a sentence under the diagram names them. Transitions that end where they started never are drawn.
   */
  tableOnly?: readonly string[];
  /** The identifier the example answers of refused calls name (from EXAMPLES.md). */
  exampleId?: string;
  /**
   * Tables of the declaration beyond the lifecycle, by name (`<Lifecycle id part="sandbox-outcomes" />`): the
   * sandbox outcomes the engine reads from the same file (what a recurring payment's checks find).
   */
  parts?: Readonly<Record<string, () => string>>;
  /** Operations the lifecycle names that one API does not have (`partner`: the toolkit-only methods). */
  omit?: Readonly<
    Record<
      string,
      {
        actions?: readonly string[];
        when?: readonly string[];
        /** Operations the API's reference does not have (a customer's page calls them): named, not linked. */
        operations?: readonly string[];
      }
    >
  >;
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const code = (s: string) => `\`${s}\``;
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The transitions an API has (the toolkit-only ones left out of the partner's page). */
export function transitionsFor(view: LifecycleView, api?: string): LifecycleTransition[] {
  const omit = api ? view.omit?.[api] : undefined;
  return view.lifecycle.transitions.filter(
    (t) => !omit?.actions?.includes(t.action) && !(t.when && omit?.when?.some((w) => t.when!.includes(w))),
  );
}

/** The Mermaid `stateDiagram-v2` source: one arrow per pair of statuses, labelled with what moves it. */
export function lifecycleMermaid(view: LifecycleView, api?: string): string {
  const edges = new Map<string, string[]>();
  for (const t of transitionsFor(view, api).filter((x) => !view.tableOnly?.includes(x.action)))
    for (const from of t.from) {
      if (from === t.to) continue; // a retry that ends where it started: the table says it, the diagram need not
      const key = `${from ?? '[*]'} --> ${t.to}`;
      const label = view.actions[t.action]?.label ?? t.action;
      const labels = edges.get(key) ?? [];
      if (!labels.includes(label)) labels.push(label);
      edges.set(key, labels);
    }
  const sentences = transitionsFor(view, api)
    .map((t) => {
      const from = t.from.map((f) => f ?? 'new').join(' or ');
      return `${from} to ${t.to} by ${view.actions[t.action]?.label ?? t.action}${t.when ? ` (${t.when})` : ''}`;
    })
    .join('; ');
  return [
    'stateDiagram-v2',
    `  accTitle: ${view.title}`,
    `  accDescr: ${sentences.replace(/[\n:]/g, ' ')}.`,
    ...[...edges].map(([edge, labels]) => `  ${edge} : ${labels.join(' / ').replace(/[:;]/g, ',')}`),
  ].join('\n');
}

/** The lifecycle's diagram and tables, as Markdown. */
export function lifecycleMarkdown(view: LifecycleView, api?: string): string {
  if (api !== undefined && !(api in view.apis))
    throw new Error(`lifecycle "${view.id}" has no api "${api}" (known: ${Object.keys(view.apis).join(', ')})`);
  const page = api ? view.apis[api] : undefined;
  const notHere = (api !== undefined && view.omit?.[api]?.operations) || [];
  /** The operation's label, linked to its entry on the API's reference (or `elsewhere`) when that reference has it. */
  const linked = (label: string, operationId: string | undefined, elsewhere?: string) =>
    operationId && (elsewhere ?? page) && !notHere.includes(operationId)
      ? `[${label}](${elsewhere ?? page}#${kebab(operationId)})`
      : label;
  const call = (action: string) => {
    const a = view.actions[action];
    return linked(a?.label ?? action, a?.operationId, a?.page);
  };
  const rows = transitionsFor(view, api).map((t) => {
    const from = t.from.map((f) => (f === null ? '(new)' : code(f))).join(', ');
    const webhook = webhookOf(view.lifecycle, t);
    const who = view.who?.[t.by] ?? t.by;
    // A call: its link, and the condition if any; anything else: the condition, which says it best.
    const what = view.actions[t.action]?.operationId
      ? `${call(t.action)}${t.when ? `, when ${t.when}` : ''}`
      : (t.when ?? call(t.action));
    return `| ${from} | ${code(t.to)} | ${cell(what)} | ${cell(who)} | ${webhook ? code(webhook) : 'none'} |`;
  });
  const left = [...new Set(transitionsFor(view, api).filter((t) => view.tableOnly?.includes(t.action)))].map(
    (t) => view.actions[t.action]?.label ?? t.action,
  );
  const out = [
    '```mermaid',
    lifecycleMermaid(view, api),
    '```',
    '',
    ...(left.length
      ? [`The diagram leaves out, for clarity, what the table also lists: ${[...new Set(left)].join('; ')}.`, '']
      : []),
    `| From | To | What moves the ${view.noun} | Who | Webhook |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
  const refusals = refusalsByCall(view);
  if (refusals.length) {
    const {statuses} = view.lifecycle;
    out.push(
      '',
      `Calls made in a status that does not allow them are refused, and the ${view.noun} does not change:`,
      '',
      `| Call | Allowed when the ${view.noun} is | Answer in any other status |`,
      '| --- | --- | --- |',
      ...refusals.map(({action, refusals: rs}) => {
        const refused = statuses.filter((s) => rs.some((r) => refuses(r, s)));
        const allowed = statuses.filter((s) => !refused.includes(s));
        const allowedText =
          allowed.length <= 4 ? allowed.map(code).join(', ') : `any status but ${refused.map(code).join(', ')}`;
        // One answer per status code, with the example message of each refusal.
        const answers = [...new Set(rs.map((r) => r.status))].map((status) => {
          const examples = rs
            .filter((r) => r.status === status)
            .map((r) =>
              code(
                r.message(
                  statuses.find((s) => refuses(r, s))!,
                  view.exampleId ?? '',
                ),
              ),
            );
          return `${code(String(status))}, for example ${examples.join(' or ')}`;
        });
        const entry = view.actions[action] ?? Object.values(view.actions).find((a) => a.operationId === action);
        // An action without a call of its own (a test-bank button, `flow.submit`) is named, never linked.
        const operationId = entry ? entry.operationId : /^[a-z]+[A-Z]\w*$/.test(action) ? action : undefined;
        return `| ${cell(linked(entry?.label ?? action, operationId, entry?.page))} | ${allowedText} | ${cell(answers.join('; '))} |`;
      }),
    );
  }
  return out.join('\n');
}

/** The refusals of a lifecycle, one entry per call (a call refused with different answers in different statuses). */
export function refusalsByCall(view: LifecycleView): {action: string; refusals: LifecycleRefusal[]}[] {
  const calls = new Map<string, LifecycleRefusal[]>();
  for (const r of view.lifecycle.refusals) calls.set(r.action, [...(calls.get(r.action) ?? []), r]);
  return [...calls].map(([action, refusals]) => ({action, refusals}));
}
