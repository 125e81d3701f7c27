/**
 * Firefox for the end-to-end tests, driven over WebDriver BiDi (which Firefox serves itself): Debian's
 * firefox-esr, headless, with a fresh profile each launch. A small client, not a framework: the commands
 * the reader-facing checks need, each with a timeout and an error that names it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {connect, type TextSocket} from './websocket';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Prefs that keep a test profile quiet: no first-run pages, updates, telemetry or other traffic of its own. */
const PREFS: Record<string, string | number | boolean> = {
  'app.normandy.api_url': '',
  'app.update.checkInstallTime': false,
  'app.update.disabledForTesting': true,
  'browser.contentblocking.features.standard': '-tp,tpPrivate,cookieBehavior0,-cryptoTP,-fp',
  'browser.newtabpage.enabled': false,
  'browser.pagethumbnails.capturing_disabled': true,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.search.update': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage': 'about:blank',
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'browser.translations.automaticallyPopup': false,
  'browser.uitour.enabled': false,
  'browser.urlbar.suggest.searches': false,
  'datareporting.healthreport.service.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.policy.dataSubmissionPolicyBypassNotification': true,
  'extensions.getAddons.cache.enabled': false,
  'extensions.update.enabled': false,
  'focusmanager.testmode': true,
  'media.gmp-manager.updateEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.http.speculative-parallel-limit': 0,
  'network.manage-offline-status': false,
  'network.sntp.pools': 'dummy.test',
  'remote.enabled': true,
  'security.certerrors.mitm.priming.enabled': false,
  'services.settings.server': 'http://dummy.test/dummy/blocklist/',
  'signon.rememberSignons': false,
  'startup.homepage_welcome_url': 'about:blank',
  'startup.homepage_welcome_url.additional': '',
  'toolkit.cosmeticAnimations.enabled': false,
  'toolkit.startup.max_resumed_crashes': -1,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  // Headless Firefox on Linux reports no pointer ((pointer: fine) and (hover: hover) false): a reader at a desk
  // has a mouse (fine | hover).
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
};

/** A console message or uncaught error, as `log.entryAdded` reports it. */
export interface LogEntry {
  context: string | undefined;
  type: string; // 'console' | 'javascript'
  level: string; // 'debug' | 'info' | 'warn' | 'error'
  text: string;
}

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class Firefox {
  readonly logs: LogEntry[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private socket?: TextSocket;
  private closed = false;

  private constructor(
    private readonly process: ChildProcess,
    private readonly profile: string,
    readonly stderr: string[],
  ) {}

  /** Starts firefox-esr (headless, fresh profile), opens a BiDi session and subscribes to the log. */
  static async launch(opts: {timeoutMs?: number} = {}): Promise<Firefox> {
    const timeoutMs = opts.timeoutMs ?? 60_000;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-firefox-'));
    fs.writeFileSync(
      path.join(profile, 'user.js'),
      Object.entries(PREFS)
        .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
        .join('\n') + '\n',
    );
    const child = spawn(
      FIREFOX_PATH,
      ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile, 'about:blank'],
      {stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, MOZ_CRASHREPORTER_DISABLE: '1'}},
    );
    const stderr: string[] = [];
    const firefox = new Firefox(child, profile, stderr);
    // If this process ends without close() (a crash, a killed worker), Firefox goes with it.
    process.once('exit', firefox.reap);
    try {
      // Firefox prints the address it listens on (port 0: one the system picked): "WebDriver BiDi listening on ws://…".
      const endpoint = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Firefox did not open WebDriver BiDi within ${timeoutMs} ms:\n${stderr.join('')}`)),
          timeoutMs,
        );
        child.on(
          'error',
          (e) => (clearTimeout(timer), reject(new Error(`cannot start ${FIREFOX_PATH}: ${e.message}`))),
        );
        child.on('exit', (code, signal) =>
          reject(new Error(`Firefox exited (${code ?? signal}) before BiDi was up:\n${stderr.join('')}`)),
        );
        child.stderr!.setEncoding('utf8');
        let seen = '';
        child.stderr!.on('data', (chunk: string) => {
          if (stderr.length < 200) stderr.push(chunk);
          seen += chunk;
          const m = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(seen);
          if (m) {
            clearTimeout(timer);
            resolve(m[1].replace(/\/$/, ''));
          }
        });
      });
      firefox.socket = await connect(`${endpoint}/session`, {
        onMessage: (text) => firefox.receive(text),
        onClose: () => firefox.fail('the BiDi connection closed'),
      });
      await firefox.send('session.new', {capabilities: {alwaysMatch: {acceptInsecureCerts: false}}});
      await firefox.send('session.subscribe', {events: ['log.entryAdded']});
      return firefox;
    } catch (e) {
      await firefox.close();
      throw e;
    }
  }

  /** One BiDi command; rejects with the method's name on an error response or after `timeoutMs`. */
  send(method: string, params: Record<string, unknown>, timeoutMs = 30_000): Promise<Record<string, unknown>> {
    if (this.closed || !this.socket) return Promise.reject(new Error(`BiDi ${method}: the session is closed`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`BiDi ${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve,
        reject: (e) => reject(new Error(`BiDi ${method}: ${e.message}`)),
        timer,
      });
      this.socket!.send(JSON.stringify({id, method, params}));
    });
  }

  private receive(text: string) {
    const msg = JSON.parse(text) as {
      id?: number;
      type: 'success' | 'error' | 'event';
      result?: Record<string, unknown>;
      error?: string;
      message?: string;
      method?: string;
      params?: Record<string, unknown>;
    };
    if (msg.type === 'event') {
      if (msg.method === 'log.entryAdded' && msg.params) {
        const p = msg.params as {type: string; level: string; text: string | null; source?: {context?: string}};
        this.logs.push({context: p.source?.context, type: p.type, level: p.level, text: p.text ?? ''});
      }
      return;
    }
    const pending = msg.id === undefined ? undefined : this.pending.get(msg.id);
    if (!pending) return;
    this.pending.delete(msg.id!);
    clearTimeout(pending.timer);
    if (msg.type === 'success') pending.resolve(msg.result ?? {});
    else pending.reject(new Error(`${msg.error}: ${msg.message}`));
  }

  private fail(reason: string) {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
      this.pending.delete(id);
    }
  }

  /** A new tab with its own viewport; its console errors and uncaught errors are in `errors()`. */
  async newTab(viewport: {width: number; height: number}): Promise<Tab> {
    const {context} = (await this.send('browsingContext.create', {type: 'tab'})) as {context: string};
    const tab = new Tab(this, context);
    await tab.setViewport(viewport);
    return tab;
  }

  /** Ends the session and the process (SIGKILL if it lingers), removes the profile. Never throws. */
  async close(): Promise<void> {
    if (!this.closed && this.socket) await this.send('session.end', {}, 5_000).catch(() => undefined);
    this.closed = true;
    this.socket?.close();
    this.fail('the session was closed');
    const child = this.process;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', this.reap);
    fs.rmSync(this.profile, {recursive: true, force: true, maxRetries: 3});
  }

  private readonly reap = () => {
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill('SIGKILL');
    fs.rmSync(this.profile, {recursive: true, force: true});
  };
}

export class Tab {
  constructor(
    private readonly firefox: Firefox,
    readonly context: string,
  ) {}

  setViewport(viewport: {width: number; height: number}) {
    return this.firefox.send('browsingContext.setViewport', {context: this.context, viewport});
  }

  /** Loads the URL and waits for its load event (`wait: complete`). */
  navigate(url: string, timeoutMs = 60_000) {
    return this.firefox.send('browsingContext.navigate', {context: this.context, url, wait: 'complete'}, timeoutMs);
  }

  /**
   * Calls `fn(...args)` in the page (awaiting a promise it returns); arguments and result go through JSON.
   * A function's source is sent, as with Playwright's evaluate: it must not close over test variables.
   */
  async evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    const result = (await this.firefox.send(
      'script.callFunction',
      {
        functionDeclaration: `async (json) => JSON.stringify((await (${fn.toString()})(...JSON.parse(json))) ?? null)`,
        arguments: [{type: 'string', value: JSON.stringify(args)}],
        target: {context: this.context},
        awaitPromise: true,
        resultOwnership: 'none',
      },
      60_000,
    )) as {type: 'success' | 'exception'; result?: {value?: string}; exceptionDetails?: {text?: string}};
    if (result.type === 'exception') throw new Error(`in the page: ${result.exceptionDetails?.text ?? 'exception'}`);
    return JSON.parse(result.result?.value ?? 'null') as R;
  }

  /** Evaluates an expression (`script.evaluate`), awaiting a promise, and returns its primitive value. */
  async expression(source: string): Promise<unknown> {
    const result = (await this.firefox.send('script.evaluate', {
      expression: source,
      target: {context: this.context},
      awaitPromise: true,
      resultOwnership: 'none',
    })) as {type: 'success' | 'exception'; result?: {value?: unknown}; exceptionDetails?: {text?: string}};
    if (result.type === 'exception') throw new Error(`in the page: ${result.exceptionDetails?.text ?? 'exception'}`);
    return result.result?.value;
  }

  /** Polls `fn` in the page until it returns a truthy value. */
  async waitFor<A extends unknown[], R>(
    fn: (...args: A) => R,
    args: A,
    opts: {timeoutMs?: number; what?: string} = {},
  ): Promise<R> {
    const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
    for (;;) {
      const value = await this.evaluate(fn, ...args);
      if (value) return value;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${opts.what ?? fn.toString().slice(0, 80)} (last: ${value})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Console errors and uncaught errors logged in this tab so far. */
  errors(): LogEntry[] {
    return this.firefox.logs.filter((l) => l.context === this.context && l.level === 'error');
  }

  close() {
    return this.firefox.send('browsingContext.close', {context: this.context});
  }
}
