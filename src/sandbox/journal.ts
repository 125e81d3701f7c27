/**
 * The `--state` file of the local server (Node only): a snapshot (`FILE`, the whole state as JSON) and a
 * journal (`FILE.journal`) of the changes since, one record per committed step, so that a write costs the
 * change and not the whole state. `FILE.lock` holds the pid of the server using them.
 *
 * The promise (README, `--help`, DECISIONS.md "Sandbox state file"): a change is answered only once its
 * record is written and flushed to disk (`fdatasync` of the journal: its records and its size; `fsync` of a file
 * and of its folder when it is created or replaced), so an acknowledged change survives a crash of the process
 * and a power cut. A write that fails undoes the change (the server answers `503`); a flush that fails stops the
 * file taking changes until the server is restarted (it answers `503` meanwhile). Flushes are shared: the answers
 * waiting when a flush starts all leave when it ends.
 *
 * A journal record is one line: eight hex digits of the SHA-1 of the JSON, a space, the JSON (a list of
 * changes.ts `Change`s). Read at start up to its last whole record: a last record cut short by a crash is
 * left out with a warning; a damaged record before the last, a journal that is not a sandbox journal, or a
 * snapshot that is not a sandbox state are refused, the files left as they are. The journal is folded into
 * a new snapshot at start, at close, and when it grows past the snapshot's size (at least `compactBytes`).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {applyChanges, changesProblem, type Change} from './changes';
import {parseState} from './state';
import {emptyState, type SandboxState} from './types';

/** A `--state` file that cannot be used: the server refuses to start and leaves the files as they are. */
export class StateFileError extends Error {}

const HEADER = 'fernpay-sandbox-journal';
const checksum = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** Flushes a folder's entries (a file created or renamed in it); not possible on Windows, where it is skipped. */
function syncFolder(file: string) {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(path.dirname(path.resolve(file)), 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file whole and flushed (temp file, fsync, rename, fsync of the folder). */
function writeDurably(file: string, text: string) {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    writeAll(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  syncFolder(file);
}

function writeAll(fd: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length;) done += fs.writeSync(fd, bytes, done, bytes.length - done);
  return bytes.length;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `FILE.lock` (created exclusively, with this pid): a second server on the same file is refused with
 * the holder's pid; a lock whose process is gone (killed) is taken over.
 */
function lock(file: string): string {
  const lockFile = `${file}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, JSON.stringify({pid: process.pid, since: new Date().toISOString()}));
      fs.closeSync(fd);
      return lockFile;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST')
        throw new StateFileError(`cannot lock the state file ${path.resolve(file)} (${lockFile}): ${String(error)}`);
    }
    let holder: {pid?: unknown; since?: unknown} = {};
    try {
      holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as typeof holder;
    } catch {
      // unreadable or half written (its server killed while writing it): stale
    }
    if (typeof holder.pid === 'number' && alive(holder.pid))
      throw new StateFileError(
        `the state file ${path.resolve(file)} is in use by another sandbox server (pid ${holder.pid}${typeof holder.since === 'string' ? `, since ${holder.since}` : ''}): stop that one, or name another file with --state.`,
      );
    fs.rmSync(lockFile, {force: true});
  }
  throw new StateFileError(`cannot lock the state file ${path.resolve(file)}: ${lockFile} keeps coming back`);
}

/** The snapshot and its journal id, or undefined when there is no file yet; refused when not a sandbox state. */
function readSnapshot(file: string): {state: SandboxState; id?: string} | undefined {
  if (!fs.existsSync(file)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new StateFileError(`cannot read the state file ${file}: ${String(error)}`);
  }
  const parsed = parseState(text);
  if ('error' in parsed)
    throw new StateFileError(
      `the state file ${path.resolve(file)} cannot be used: ${parsed.error}. It was left as it is: move it away (or fix it) to start with an empty sandbox, or name another file with --state.`,
    );
  const {journal, ...state} = parsed.state as SandboxState & {journal?: unknown};
  return {state: state as SandboxState, id: typeof journal === 'string' ? journal : undefined};
}

/**
 * Replays a journal on the state: its records in order, up to the last whole one. Returns the warning for a
 * last record cut short; refuses a journal that is not one, or damaged before its last record.
 */
function replay(
  file: string,
  state: SandboxState,
  snapshotId: string | undefined,
): {state: SandboxState; warning?: string} {
  const journalFile = `${file}.journal`;
  if (!fs.existsSync(journalFile)) return {state};
  const refuse = (why: string) =>
    new StateFileError(
      `the state journal ${path.resolve(journalFile)} cannot be used: ${why}. It was left as it is: move it away (with the state file, or alone to start from the state file), or name another file with --state.`,
    );
  const text = fs.readFileSync(journalFile, 'utf8');
  const lines = text.split('\n');
  let header: {[HEADER]?: unknown; snapshot?: unknown} | undefined;
  try {
    header = JSON.parse(lines[0]) as typeof header;
  } catch {
    header = undefined;
  }
  if (header?.[HEADER] !== 1 || typeof header.snapshot !== 'string') {
    // A journal cut short before its first line was whole (killed while creating it) holds nothing.
    if (lines.length === 1 && `{"${HEADER}":1,"snapshot":"`.startsWith(text.slice(0, 40)))
      return {
        state,
        warning: `the state journal ${journalFile} was cut short before its first record: nothing to read`,
      };
    throw refuse('it is not a sandbox state journal');
  }
  // A journal of another snapshot: a crash came between writing a new snapshot and its empty journal, so the
  // snapshot holds everything this journal has.
  if (header.snapshot !== snapshotId) return {state};
  const records = lines.slice(1);
  // The text ends with a newline after each whole record: the last piece is empty, or a record cut short.
  for (let i = 0; i < records.length; i++) {
    const line = records[i];
    const last = i === records.length - 1;
    if (last && line === '') break;
    const space = line.indexOf(' ');
    const json = line.slice(space + 1);
    let problem: string | undefined;
    let changes: unknown;
    if (last) problem = 'it has no end of line';
    else if (space !== 8 || checksum(json) !== line.slice(0, 8)) problem = 'its checksum does not match';
    else {
      try {
        changes = JSON.parse(json);
        problem = changesProblem(changes);
      } catch (error) {
        problem = `it is not JSON (${String(error)})`;
      }
    }
    if (problem && (last || (i === records.length - 2 && records[i + 1] === '')))
      return {
        state,
        warning: `the state journal ${path.resolve(journalFile)} ends in a record cut short (${problem}), most likely by a crash while it was written: read up to its last whole record (${i} records)`,
      };
    if (problem) throw refuse(`record ${i + 1} of ${records.length - 1} is damaged (${problem})`);
    state = applyChanges(state, changes as Change[]);
  }
  return {state};
}

export interface StateStore {
  /** The state the server starts on (undefined: a new file, an empty sandbox). */
  readonly initial: SandboxState | undefined;
  /**
   * Hands the state to start on over (`initial`), and lets go of it: the engine makes its own copy, and a
   * second whole state kept alive here would double the heap.
   */
  release(): SandboxState | undefined;
  /** What start-up noticed (a journal cut short), for the log. */
  warnings: string[];
  /**
   * The engine's `commit`: appends the step's record (throws when it cannot), resolves once flushed. `state` is
   * the state with this step in it (the engine's own, read at once and never kept): when the journal has grown
   * past the snapshot, it is folded into a new snapshot from it; without it, from what the files hold.
   */
  commit(changes: Change[], state?: SandboxState): Promise<void>;
  /** The engine's `rollback`: the state as the files hold it (read from them: the store keeps no copy). */
  kept(): SandboxState;
  /** Folds the journal into the snapshot, releases the lock. */
  close(): void;
}

export function openStateStore(file: string, options: {compactBytes?: number} = {}): StateStore {
  const compactBytes = options.compactBytes ?? 1 << 20;
  const lockFile = lock(file);
  const releaseLock = () => {
    try {
      const holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as {pid?: unknown};
      if (holder.pid === process.pid) fs.rmSync(lockFile, {force: true});
    } catch {
      // gone already
    }
  };
  process.once('exit', releaseLock);
  const warnings: string[] = [];
  let initial: SandboxState | undefined;
  try {
    const snapshot = readSnapshot(file);
    if (!snapshot && fs.existsSync(`${file}.journal`) && fs.statSync(`${file}.journal`).size > 0)
      throw new StateFileError(
        `the state journal ${path.resolve(`${file}.journal`)} has no state file ${path.resolve(file)} before it. It was left as it is: move it away, or name another file with --state.`,
      );
    if (snapshot) {
      const result = replay(file, snapshot.state, snapshot.id);
      if (result.warning) warnings.push(result.warning);
      initial = result.state;
    }
  } catch (error) {
    releaseLock();
    process.removeListener('exit', releaseLock);
    throw error;
  }

  let fd = -1;
  let size = 0;
  let snapshotSize = 0;
  /** Records written, and of them flushed (numbers of records since the process started). */
  let written = 0;
  let flushed = 0;
  let syncing = false;
  let broken: Error | undefined;
  let waiters: {upTo: number; resolve: () => void; reject: (e: Error) => void}[] = [];
  /** A journal replaced while a flush of it was under way: closed when that flush ends. */
  let retired: number | undefined;

  /**
   * The state as the files hold it: the snapshot with every record written (flushed or not) replayed. The store
   * keeps no copy of the state in memory (at 30,000 payments a copy doubled the heap, and its collector's work):
   * read only to undo a refused change, and at close.
   */
  const fold = (): SandboxState => {
    const snapshot = readSnapshot(file);
    return snapshot ? replay(file, snapshot.state, snapshot.id).state : emptyState();
  };

  /**
   * Writes `state` as the new snapshot, and an empty journal after it. Costs the whole state, so it comes only
   * when the journal has grown past the snapshot: between two, at least a snapshot's bytes of records were
   * written, so its cost per change does not grow with the state (amortised).
   */
  const compact = (state: SandboxState) => {
    const id = `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    const text = JSON.stringify({...state, journal: id});
    writeDurably(file, text);
    snapshotSize = Buffer.byteLength(text);
    const header = `${JSON.stringify({[HEADER]: 1, snapshot: id})}\n`;
    writeDurably(`${file}.journal`, header);
    if (fd >= 0) {
      if (syncing) retired = fd;
      else fs.closeSync(fd);
    }
    fd = fs.openSync(`${file}.journal`, 'a');
    size = Buffer.byteLength(header);
    // The snapshot holds every record written: all are flushed.
    flushed = written;
    settle();
  };

  const settle = () => {
    const done = waiters.filter((w) => w.upTo <= flushed);
    waiters = waiters.filter((w) => w.upTo > flushed);
    done.forEach((w) => w.resolve());
  };

  const sync = () => {
    if (syncing || broken || waiters.length === 0) return;
    syncing = true;
    const upTo = written;
    const target = fd;
    // `fdatasync`: the records and the journal's size (what reading them needs), not its times.
    fs.fdatasync(target, (error) => {
      syncing = false;
      if (retired !== undefined) {
        fs.closeSync(retired);
        retired = undefined;
      }
      if (error && target === fd) {
        broken = new Error(
          `the state journal could not be flushed to disk (${error.message}); restart the sandbox to go on from what the files hold`,
        );
        waiters.forEach((w) => w.reject(broken!));
        waiters = [];
        return;
      }
      flushed = Math.max(flushed, upTo);
      settle();
      sync();
    });
  };

  try {
    compact(initial ?? emptyState());
  } catch (error) {
    releaseLock();
    process.removeListener('exit', releaseLock);
    throw new StateFileError(`cannot write the state file ${path.resolve(file)}: ${String(error)}`);
  }

  return {
    get initial() {
      return initial;
    },
    release() {
      const state = initial;
      initial = undefined;
      return state;
    },
    warnings,
    commit(changes, state) {
      if (broken) throw broken;
      if (changes.length > 0) {
        const json = JSON.stringify(changes);
        const line = `${checksum(json)} ${json}\n`;
        try {
          size += writeAll(fd, line);
        } catch (error) {
          // Not kept: the journal is cut back to its last whole record.
          try {
            fs.ftruncateSync(fd, size);
          } catch {
            // the next start reads up to the last whole record anyway
          }
          throw error;
        }
        written++;
        if (size > Math.max(compactBytes, snapshotSize)) {
          compact(state ?? fold());
          return Promise.resolve();
        }
      }
      if (flushed >= written) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({upTo: written, resolve, reject});
        sync();
      });
    },
    kept: fold,
    close() {
      try {
        if (!broken) compact(fold());
      } finally {
        if (fd >= 0 && !syncing) fs.closeSync(fd);
        fd = -1;
        releaseLock();
        process.removeListener('exit', releaseLock);
      }
    },
  };
}
