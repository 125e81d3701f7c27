/**
 * A lifecycle as pages show it, built from the same declaration the sandbox engine applies
 * (lifecycles/<name>.ts): its state diagram (Mermaid source, rendered to SVG at build time) and its
 * transitions and refusals as Markdown tables. Pages write `<Lifecycle id="single-payment" api="toolkit" />`
 * (plugins/rules expands it, in the page and in its Markdown twin), so the page and the sandbox cannot
 * disagree. Pure: no DOM, no Node API.
 */

/** One transition, in the shape every lifecycle declaration shares. */
export interface LifecycleTransition {
  action: string;
  /** `null`: the resource does not exist yet. */
  from: readonly (string | null)[];
  to: string;
  /** When several transitions share an action and a status, what decides between them. */
  when?: string;
  /** Who or what causes it. */
  by: string;
  /** The webhook sent (`true`: the lifecycle's own `webhook`), or false. */
  webhook: boolean | string;
}

export interface LifecycleRefusal {
  operationId: string;
  allowedIn?: readonly string[];
  refusedIn?: readonly string[];
  status: number;
  message: (status: never) => string;
}

/** What a page needs to show a lifecycle, beyond the engine's declaration. */
export interface LifecycleView {
  id: string;
  /** Accessible title of the diagram ("Single payment lifecycle"). */
  title: string;
  /** What the resource is called in a sentence ("payment"). */
  noun: string;
  statuses: readonly string[];
  transitions: readonly LifecycleTransition[];
  refusals: readonly LifecycleRefusal[];
  /** The webhook a transition with `webhook: true` sends (`status-update`). */
  webhook: string;
  /** Per action: the words on the diagram's arrow and in the table, and the call that does it (if any). */
  actions: Readonly<Record<string, {label: string; operationId?: string}>>;
  /** Per API the page may name (`api="toolkit"`): the page whose anchors are the operations' (kebab operationId). */
  apis: Readonly<Record<string, string>>;
  /** How the table names who causes a transition (the declaration's `by`), in a reader's words. */
  who?: Readonly<Record<string, string>>;
  /** Operations the lifecycle names that one API does not have (`partner`: the toolkit-only methods). */
  omit?: Readonly<
    Record<
      string,
      {
        actions?: readonly string[];
        when?: readonly string[];
        /** Operations of another API (the toolkit's public payment flow): named without a link on this API's page. */
        links?: readonly string[];
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
  return view.transitions.filter(
    (t) => !omit?.actions?.includes(t.action) && !(t.when && omit?.when?.some((w) => t.when!.includes(w))),
  );
}

/** The Mermaid `stateDiagram-v2` source: one arrow per pair of statuses, labelled with what moves it. */
export function lifecycleMermaid(view: LifecycleView, api?: string): string {
  const edges = new Map<string, string[]>();
  for (const t of transitionsFor(view, api))
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
  const unlinked = (api && view.omit?.[api]?.links) || [];
  const linkable = (operationId: string | undefined) => Boolean(operationId && page && !unlinked.includes(operationId));
  const call = (action: string) => {
    const a = view.actions[action];
    const label = a?.label ?? action;
    return linkable(a?.operationId) ? `[${label}](${page}#${kebab(a!.operationId!)})` : label;
  };
  const rows = transitionsFor(view, api).map((t) => {
    const from = t.from.map((f) => (f === null ? '(new)' : code(f))).join(', ');
    const webhook = t.webhook === false ? 'none' : code(t.webhook === true ? view.webhook : t.webhook);
    const who = view.who?.[t.by] ?? t.by;
    // A call: its link, and the condition if any; anything else: the condition, which says it best.
    const what = view.actions[t.action]?.operationId
      ? `${call(t.action)}${t.when ? `, when ${t.when}` : ''}`
      : (t.when ?? call(t.action));
    return `| ${from} | ${code(t.to)} | ${cell(what)} | ${cell(who)} | ${webhook} |`;
  });
  const out = [
    '```mermaid',
    lifecycleMermaid(view, api),
    '```',
    '',
    `| From | To | What moves the ${view.noun} | Who | Webhook |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
  if (view.refusals.length) {
    out.push(
      '',
      `Calls made in a status that does not allow them are refused, and the ${view.noun} does not change:`,
      '',
      `| Call | Allowed when the ${view.noun} is | Answer |`,
      '| --- | --- | --- |',
      ...view.refusals.map((r) => {
        const allowed = r.allowedIn
          ? r.allowedIn.map(code).join(', ')
          : `any status but ${r.refusedIn!.map(code).join(', ')}`;
        const example = (r.allowedIn ? view.statuses.find((s) => !r.allowedIn!.includes(s)) : r.refusedIn![0])!;
        const opLabel = Object.values(view.actions).find((a) => a.operationId === r.operationId)?.label;
        const name = linkable(r.operationId)
          ? `[${opLabel ?? r.operationId}](${page}#${kebab(r.operationId)})`
          : (opLabel ?? r.operationId);
        return `| ${cell(name)} | ${allowed} | ${code(String(r.status))}, for example ${code((r.message as (s: string) => string)(example))} |`;
      }),
    );
  }
  return out.join('\n');
}
