/**
 * `check-webhooks`, the sandbox's subcommand (Node): `node fernpay-sandbox.mjs check-webhooks --to URL
 * [--secret whsec_…] [--scope S]… [--json] [--junit FILE]`, and `npm run sandbox -- check-webhooks …`.
 * Options are read with `node:util` parseArgs as the server's are; exit code 0 only when every case passes,
 * 1 when one fails, 2 for bad options.
 */
import fs from 'node:fs';
import {parseArgs as parseArgv} from 'node:util';
import type {SandboxApi} from '../openapi';
import {junitReport, formatReport} from './report';
import {CheckInputError, runWebhookCheck, SAFETY} from './run';

export interface CheckArgs {
  to: string;
  secret?: string;
  scopes: string[];
  json: boolean;
  junit?: string;
}

const OPTIONS = {
  to: {type: 'string'},
  secret: {type: 'string'},
  scope: {type: 'string', multiple: true},
  json: {type: 'boolean'},
  junit: {type: 'string'},
  help: {type: 'boolean', short: 'h'},
} as const;

export function checkUsage(command: string, siteUrl: string): string {
  return [
    'Fernpay webhook check: sends your endpoint every delivery it must handle, signed as Fernpay signs them,',
    'and grades each answer against the documented rules.',
    '',
    `Usage: ${command} check-webhooks --to URL [options]`,
    '',
    'Options:',
    '  --to URL            your webhook endpoint (http:// or https://); the only address the check sends to',
    '  --secret SECRET     the webhook secret your endpoint verifies with (default: the sandbox webhook secret)',
    '  --scope SCOPE       a scope your endpoint subscribes to (repeat it; default: every scope)',
    '  --json              print the report as JSON',
    '  --junit FILE        also write the report as JUnit XML to FILE',
    '  --help              show this help',
    '',
    SAFETY,
    'Exit code: 0 when every case passes, 1 when one fails, 2 for bad options.',
    `Guide: ${siteUrl}/guides/webhook-signatures#test-your-endpoint`,
  ].join('\n');
}

/** The options: an unknown one, a stray word or a missing value is refused by name. */
export function parseCheckArgs(argv: readonly string[]): CheckArgs {
  const {tokens} = parseArgv({args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true});
  const args: CheckArgs = {to: '', scopes: [], json: false};
  for (const token of tokens) {
    if (token.kind === 'positional') throw new CheckInputError(`unknown option ${token.value}`);
    if (token.kind === 'option-terminator') throw new CheckInputError('unknown option --');
    const spec = (OPTIONS as Record<string, {type: string}>)[token.name];
    if (!spec || (spec.type === 'boolean' && token.inlineValue))
      throw new CheckInputError(
        `unknown option ${token.inlineValue ? `${token.rawName}=${token.value}` : token.rawName}`,
      );
    if (spec.type === 'string' && token.value === undefined)
      throw new CheckInputError(`${token.rawName} needs a value`);
    const value = token.value ?? '';
    if (token.name === 'to') args.to = value;
    else if (token.name === 'secret') args.secret = value;
    else if (token.name === 'scope') args.scopes.push(value);
    else if (token.name === 'json') args.json = true;
    else if (token.name === 'junit') args.junit = value;
  }
  if (!args.to) throw new CheckInputError('--to URL is required (your webhook endpoint)');
  return args;
}

export interface CheckIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleIo: CheckIo = {out: (t) => console.log(t), err: (t) => console.error(t)};

/** Runs the subcommand; returns the exit code. */
export async function checkMain(
  argv: readonly string[],
  context: {command: string; siteUrl: string; apis: () => Promise<readonly SandboxApi[]> | readonly SandboxApi[]},
  io: CheckIo = consoleIo,
  testing: {timeoutMs?: number} = {},
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(checkUsage(context.command, context.siteUrl));
    return 0;
  }
  let args: CheckArgs;
  try {
    args = parseCheckArgs(argv);
  } catch (error) {
    io.err(`[check-webhooks] ${(error as Error).message}\n\n${checkUsage(context.command, context.siteUrl)}`);
    return 2;
  }
  let report;
  try {
    report = await runWebhookCheck({
      to: args.to,
      secret: args.secret,
      scopes: args.scopes,
      apis: await context.apis(),
      timeoutMs: testing.timeoutMs,
    });
  } catch (error) {
    if (!(error instanceof CheckInputError)) throw error;
    io.err(`[check-webhooks] ${error.message}`);
    return 2;
  }
  if (args.junit) fs.writeFileSync(args.junit, junitReport(report, context.siteUrl));
  io.out(args.json ? JSON.stringify(report, null, 2) : formatReport(report, context.siteUrl));
  return report.ok ? 0 : 1;
}
