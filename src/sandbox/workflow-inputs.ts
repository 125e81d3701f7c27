/**
 * The inputs a published workflow (arazzo/) takes when it runs against a sandbox, as a reader gives them: the
 * sandbox's test credentials by the names the workflows use (`terminalId`, `partnerTerminalId`...), a
 * new UUID for every `…Key` (an Idempotency-Key, new on every run), and the dates the workflows ask for, counted
 * from the sandbox clock. One statement for the unit test that runs them with Respect and the MCP server's
 * `run_workflow`. Pure.
 */
import type {ArazzoWorkflow} from '../shared/arazzo';
import type {SandboxCredentials} from './credentials';

const DAY_MS = 86_400_000;

/** The first Wednesday on or after `ms` (UTC), as `YYYY-MM-DD`. */
function wednesdayFrom(ms: number): string {
  const day = new Date(ms);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * An input's name for a credential header: the header without `X-`, camel-cased (`X-Terminal-Id` -> `terminalId`),
 * prefixed with the family where two families share the header (the partner's terminal: `partnerTerminalId`).
 * Derived, so that no family's header is written here (the public files hold this module).
 */
function credentialInput(family: string, header: string): string {
  const name = header
    .replace(/^X-/i, '')
    .split('-')
    .map((part, i) => (i === 0 ? part.toLowerCase() : part[0].toUpperCase() + part.slice(1).toLowerCase()))
    .join('');
  return family === 'partner' ? `partner${name[0].toUpperCase()}${name.slice(1)}` : name;
}

/** Every value the sandbox can give, by input name. */
export function sandboxInputValues(credentials: SandboxCredentials, now: number): Record<string, string> {
  const values: Record<string, string> = {
    // A recurring payment's first scheduled payment: five weeks ahead, on a Wednesday (a working day).
    firstPaymentDate: wednesdayFrom(now + 35 * DAY_MS),
    // A bulk payment's date: at least 2 days ahead; a Wednesday a week or two ahead.
    futurePaymentDate: wednesdayFrom(now + 7 * DAY_MS),
    // A standing order's first payment (a date-time): a day in the past is refused; a Wednesday a week or two ahead.
    firstPaymentDateTime: `${wednesdayFrom(now + 7 * DAY_MS)}T00:00:00.000Z`,
  };
  for (const [family, given] of Object.entries(credentials))
    for (const [header, value] of Object.entries(given?.headers ?? {})) values[credentialInput(family, header)] = value;
  return values;
}

/**
 * The values of the inputs `workflow` declares that the sandbox can give (the others keep their defaults or must be
 * given); `given` wins over them.
 */
export function sandboxInputs(
  workflow: ArazzoWorkflow,
  credentials: SandboxCredentials,
  now: number,
  uuid: () => string,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const known = sandboxInputValues(credentials, now);
  const inputs: Record<string, unknown> = {};
  for (const name of Object.keys(workflow.inputs?.properties ?? {})) {
    if (name in known) inputs[name] = known[name];
    else if (/Key$/.test(name)) inputs[name] = uuid();
  }
  return {...inputs, ...given};
}
