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
 * changes.ts `Change`s). The records are followed by zero bytes (`ROOM`), which the next records overwrite: the
 * file's blocks and size are then already on disk, and a record's `fdatasync` flushes its data alone, without a
 * commit of the file system's own journal (on this repository's ext4 disk a flush of 2 KB took a median 0.1 ms
 * instead of 0.2-0.8, and about a third of the CPU less). A record holds no zero byte (JSON writes it `\u0000`), so
 * the first one ends the records. Read at start up to its last whole record: a last record cut short by a crash is
 * left out with a warning; a damaged record before the last, a journal that is not a sandbox journal, or a
 * snapshot that is not a sandbox state are refused, the files left as they are. The journal is folded into
 * a new snapshot at start and at close (at once), and when it grows past the snapshot's size (at least
 * `compactBytes`) in the background, a slice at a time between the engine's steps, so that no answer waits for
 * it (`foldInBackground`): such a snapshot names the journal and the offset it was folded from (`after`).
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

/** Zero bytes kept after the journal's records, for the next records to overwrite (see above). */
const ROOM = Buffer.alloc(1 << 20);

/** Writes a file whole and flushed (temp file, fsync, rename, fsync of the folder). */
function writeDurably(file: string, text: string | Buffer) {
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

/** Writes all of `text` at `position` (or where the file is), returns its length in bytes. */
function writeAll(fd: number, text: string | Buffer, position?: number) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  for (let done = 0; done < bytes.length;)
    done += fs.writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
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

/**
 * Where a snapshot written by a background fold (`foldInBackground`) stands in the journal it was folded from: that
 * journal's id and the byte offset of its first record the snapshot may not hold.
 */
interface FoldedFrom {
  journal: string;
  offset: number;
}

/** The snapshot, its journal id and where it was folded from, or undefined when there is no file yet; refused when not a sandbox state. */
function readSnapshot(file: string): {state: SandboxState; id?: string; after?: FoldedFrom} | undefined {
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
  const {journal, after, ...state} = parsed.state as SandboxState & {journal?: unknown; after?: Partial<FoldedFrom>};
  const from =
    after && typeof after.journal === 'string' && Number.isInteger(after.offset) && after.offset! > 0
      ? {journal: after.journal, offset: after.offset!}
      : undefined;
  return {state: state as SandboxState, id: typeof journal === 'string' ? journal : undefined, after: from};
}

/**
 * Replays a journal on the state: its records in order, up to the last whole one. Returns the warning for a
 * last record cut short; refuses a journal that is not one, or damaged before its last record. A snapshot folded
 * in the background (`after`) holds the journal it was folded from up to a byte offset: that journal is
 * replayed from there (records between the offset and the fold's end may be in the snapshot already; replaying
 * them again gives the same state, each change setting a value or an event).
 */
function replay(
  file: string,
  state: SandboxState,
  snapshotId: string | undefined,
  after?: FoldedFrom,
  journalFile = `${file}.journal`,
): {state: SandboxState; warning?: string} {
  if (!fs.existsSync(journalFile)) return {state};
  const refuse = (why: string) =>
    new StateFileError(
      `the state journal ${path.resolve(journalFile)} cannot be used: ${why}. It was left as it is: move it away (with the state file, or alone to start from the state file), or name another file with --state.`,
    );
  const onDisk = fs.readFileSync(journalFile);
  // The records end at the first zero byte (the room kept after them).
  const zero = onDisk.indexOf(0);
  const bytes = zero < 0 ? onDisk : onDisk.subarray(0, zero);
  const text = bytes.toString('utf8');
  let lines = text.split('\n');
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
  if (after && header.snapshot === after.journal && header.snapshot !== snapshotId) {
    // The journal the snapshot was folded from: its records from the fold's offset on.
    if (after.offset > bytes.length || bytes[after.offset - 1] !== 0x0a)
      throw refuse(`it ends before the record its state file was folded up to (byte ${after.offset})`);
    lines = ['', ...bytes.subarray(after.offset).toString('utf8').split('\n')];
  }
  // A journal of another snapshot: a crash came between writing a new snapshot and its empty journal, so the
  // snapshot holds everything this journal has.
  else if (header.snapshot !== snapshotId) return {state};
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
  /** Resolves once no fold is under way (tests, and a caller that wants the files folded before it reads them). */
  whenFolded(): Promise<void>;
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
  // What a server killed in the middle of a fold left (its temp files): the lock is ours, nobody writes them.
  const base = path.basename(file);
  try {
    for (const name of fs.readdirSync(path.dirname(path.resolve(file))))
      if (name.startsWith(`${base}.`) && name.endsWith('.tmp'))
        fs.rmSync(path.join(path.dirname(path.resolve(file)), name), {force: true});
  } catch {
    // unreadable folder: the reads below say why
  }
  const warnings: string[] = [];
  let initial: SandboxState | undefined;
  try {
    const snapshot = readSnapshot(file);
    if (!snapshot && fs.existsSync(`${file}.journal`) && fs.statSync(`${file}.journal`).size > 0)
      throw new StateFileError(
        `the state journal ${path.resolve(`${file}.journal`)} has no state file ${path.resolve(file)} before it. It was left as it is: move it away, or name another file with --state.`,
      );
    if (snapshot) {
      const result = replay(file, snapshot.state, snapshot.id, snapshot.after);
      if (result.warning) warnings.push(result.warning);
      initial = result.state;
    }
  } catch (error) {
    releaseLock();
    process.removeListener('exit', releaseLock);
    throw error;
  }

  let fd = -1;
  /** The journal the records go to: `FILE.journal`, or while a fold cuts it, the new one before its rename. */
  const journalFile = `${file}.journal`;
  let journalPath = journalFile;
  /** The id in the journal's header (the snapshot's `journal`). */
  let journalId = '';
  /** Where the next record goes (the records' end), and the journal file's length (the records and their room). */
  let size = 0;
  let allocated = 0;
  let snapshotSize = 0;
  /** Records written, and of them flushed (numbers of records since the process started). */
  let written = 0;
  let flushed = 0;
  /** A flush (or a fold's cut, which is one) is under way: one at a time. */
  let syncing = false;
  let broken: Error | undefined;
  let closed = false;
  let waiters: {upTo: number; resolve: () => void; reject: (e: Error) => void}[] = [];
  /** A journal replaced while a flush of it was under way: closed when that flush ends. */
  let retired: number | undefined;
  /** A fold under way in the background; once its snapshot is on disk, `cut` says where to cut the journal. */
  let folding:
    | {
        done: Promise<void>;
        end: () => void;
        /** Every piece of the state was read; then `clean` once a step ended well after that. */
        serialised?: boolean;
        clean?: boolean;
        /** The snapshot flushed, waiting for `clean` to be renamed over `FILE`. */
        rename?: () => void;
        renamed?: boolean;
        /** Given up (a step undone while the state was read: the temp file may hold what it undid). */
        aborted?: boolean;
        cut?: {id: string; offset: number};
      }
    | undefined;
  /** The fold under way is over (written and cut, failed, or the store closed). */
  const endFold = () => {
    const ended = folding;
    folding = undefined;
    ended?.end();
  };

  const newId = () => `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

  /**
   * The state as the files hold it: the snapshot with every record written (flushed or not) replayed. The store
   * keeps no copy of the state in memory (at 30,000 payments a copy doubled the heap, and its collector's work):
   * read only to undo a refused change, and at close.
   */
  const fold = (): SandboxState => {
    const snapshot = readSnapshot(file);
    return snapshot ? replay(file, snapshot.state, snapshot.id, snapshot.after, journalPath).state : emptyState();
  };

  /**
   * Writes `state` as the new snapshot, and an empty journal after it, at once (at start and at close, when no
   * answer waits: `foldInBackground` does it while the server answers).
   */
  const compact = (state: SandboxState) => {
    const id = newId();
    const text = JSON.stringify({...state, journal: id});
    writeDurably(file, text);
    snapshotSize = Buffer.byteLength(text);
    const header = Buffer.from(`${JSON.stringify({[HEADER]: 1, snapshot: id})}\n`);
    writeDurably(journalFile, Buffer.concat([header, ROOM]));
    if (fd >= 0) {
      if (syncing) retired = fd;
      else fs.closeSync(fd);
    }
    // Written at `size` (not appended): the records overwrite the room.
    fd = fs.openSync(journalFile, 'r+');
    journalPath = journalFile;
    journalId = id;
    size = header.length;
    allocated = header.length + ROOM.length;
    // The snapshot holds every record written: all are flushed.
    flushed = written;
    settle();
  };

  /** Flushes a folder's entries, without waiting on it (`done` once flushed). */
  const syncFolderAsync = (done: (error: Error | null) => void) => {
    if (process.platform === 'win32') return done(null);
    fs.open(path.dirname(path.resolve(file)), 'r', (error, dir) => {
      if (error) return done(error);
      fs.fsync(dir, (syncError) => fs.close(dir, () => done(syncError)));
    });
  };

  /**
   * Folds the journal into a new snapshot while the server goes on answering: `state` (the engine's, with every
   * record written so far in it) is written in slices of `FOLD_SLICE` characters to a temp file, each slice on its
   * own turn of the event loop, so that no answer waits for more than a slice. The state goes on changing
   * meanwhile: the snapshot says it holds the journal up to the offset of the fold's start (`after`), and records
   * after it are replayed on it at start (each sets a value or an event: replaying one the snapshot holds already
   * changes nothing). Then: temp file flushed, renamed over `FILE`, folder flushed; then the journal is cut
   * (`cutJournal`). At every moment the files read back (`fold`) to every record written.
   *
   * A step suspended at an `await` while a slice is read may have changed the state without its record yet; if it
   * then ends well, its record comes after the offset and is replayed; if it is undone (`kept`, a rollback), the
   * slice may hold what it undid: so the snapshot is renamed over `FILE` only once a step has ended well after the
   * last slice was read (that step was the one suspended, if any), and a rollback before that gives the fold up.
   */
  const foldInBackground = (state: SandboxState) => {
    let end = () => undefined as void;
    const done = new Promise<void>((resolve) => (end = resolve));
    const mine: NonNullable<typeof folding> = (folding = {done, end});
    const id = newId();
    const after: FoldedFrom = {journal: journalId, offset: size};
    const temp = `${file}.${id}.fold.tmp`;
    const pieces = snapshotPieces(state, {journal: id, after});
    let bytes = 0;
    const fail = (error: unknown) => {
      // The files stay as they were (the old snapshot and its journal): the next fold tries again.
      console.error(`[sandbox] the state file could not be folded (tried again later): ${String(error)}`);
      fs.rm(temp, {force: true}, () => undefined);
      if (folding === mine) endFold();
    };
    fs.open(temp, 'w', (openError, out) => {
      if (openError) return fail(openError);
      const step = () => {
        if (closed || mine.aborted) return fs.close(out, () => fs.rm(temp, {force: true}, () => undefined));
        let chunk = '';
        let next = pieces.next();
        while (!next.done && chunk.length < FOLD_SLICE) {
          chunk += next.value;
          if (chunk.length < FOLD_SLICE) next = pieces.next();
        }
        if (next.done) mine.serialised = true;
        if (chunk === '' && next.done) return finish();
        const buffer = Buffer.from(chunk, 'utf8');
        bytes += buffer.length;
        fs.write(out, buffer, 0, buffer.length, null, (error) => (error ? fs.close(out, () => fail(error)) : step()));
      };
      const finish = () =>
        fs.fsync(out, (error) => {
          fs.close(out, () => {
            if (closed || mine.aborted) return fs.rm(temp, {force: true}, () => undefined);
            if (error) return fail(error);
            mine.rename = () => {
              mine.rename = undefined;
              if (closed || mine.aborted) return fs.rm(temp, {force: true}, () => undefined);
              try {
                fs.renameSync(temp, file);
              } catch (renameError) {
                return fail(renameError);
              }
              mine.renamed = true;
              snapshotSize = bytes;
              syncFolderAsync(folded);
            };
            if (mine.clean) mine.rename();
          });
        });
      const folded = (folderError: Error | null) => {
        if (closed) return;
        if (folderError) return fail(folderError);
        mine.cut = {id, offset: after.offset};
        sync();
      };
      step();
    });
  };

  /**
   * Cuts the journal after a fold (as a flush, in its place): a new journal under a temp name, its header naming
   * the new snapshot and holding the records written since the fold's start; the records go to it from now on; it
   * is flushed, renamed over `FILE.journal`, the folder flushed. Every record written before is then flushed. A
   * crash before the rename leaves the new snapshot and the old journal (read from the fold's offset).
   */
  const cutJournal = (cut: {id: string; offset: number}): void => {
    syncing = true;
    const temp = `${journalFile}.${process.pid}.tmp`;
    let out: number;
    let cutSize: number;
    try {
      const tail = Buffer.alloc(size - cut.offset);
      const old = fs.openSync(journalPath, 'r');
      try {
        for (let done = 0; done < tail.length;) {
          const read = fs.readSync(old, tail, done, tail.length - done, cut.offset + done);
          if (read === 0) throw new Error(`the journal ends at ${cut.offset + done} bytes, not ${size}`);
          done += read;
        }
      } finally {
        fs.closeSync(old);
      }
      out = fs.openSync(temp, 'w');
      const header = `${JSON.stringify({[HEADER]: 1, snapshot: cut.id})}\n`;
      cutSize = writeAll(out, header) + (tail.length > 0 ? writeAll(out, tail) : 0);
      writeAll(out, ROOM);
    } catch (error) {
      syncing = false;
      endFold();
      console.error(`[sandbox] the state journal could not be cut after a fold (tried again later): ${String(error)}`);
      fs.rm(temp, {force: true}, () => undefined);
      return sync();
    }
    fs.closeSync(fd);
    fd = out;
    size = cutSize;
    allocated = cutSize + ROOM.length;
    journalPath = temp;
    journalId = cut.id;
    const upTo = written;
    const stop = (error: Error) => {
      syncing = false;
      broken = new Error(
        `the state journal could not be flushed to disk (${error.message}); restart the sandbox to go on from what the files hold`,
      );
      waiters.forEach((w) => w.reject(broken!));
      waiters = [];
    };
    /** Closed meanwhile: the journal closed, this one dropped (close wrote the snapshot and a new journal). */
    const dropped = () => {
      if (!closed) return false;
      if (retired !== undefined) fs.closeSync(retired);
      retired = undefined;
      fs.rm(temp, {force: true}, () => undefined);
      return true;
    };
    fs.fdatasync(out, (error) => {
      if (dropped()) return;
      if (error) return stop(error);
      try {
        fs.renameSync(temp, journalFile);
      } catch (renameError) {
        return stop(renameError as Error);
      }
      journalPath = journalFile;
      syncFolderAsync((folderError) => {
        if (dropped()) return;
        if (folderError) return stop(folderError);
        syncing = false;
        endFold();
        flushed = Math.max(flushed, upTo);
        settle();
        sync();
      });
    });
  };

  const settle = () => {
    const done = waiters.filter((w) => w.upTo <= flushed);
    waiters = waiters.filter((w) => w.upTo > flushed);
    done.forEach((w) => w.resolve());
  };

  /**
   * Group commit: one flush at a time; the records written while it runs wait for the next one, which takes them
   * all (their answers leave together). A fold's cut takes the next flush's place.
   */
  const sync = (): void => {
    if (syncing || broken || closed) return;
    if (folding?.cut) return cutJournal(folding.cut);
    if (waiters.length === 0) return;
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
      if (closed) return;
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

  /**
   * A flush started once the requests already read in this turn of the event loop have written their records
   * (`setImmediate`): one flush takes them all, instead of the first alone and the rest the next. Each flush costs
   * its `fdatasync` and a wake-up of a libuv worker, which under load held the server's thread about 2.7 ms.
   */
  let syncQueued = false;
  const syncSoon = () => {
    if (syncQueued) return;
    syncQueued = true;
    setImmediate(() => {
      syncQueued = false;
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
      // A step ended well after the fold read its last slice: its snapshot holds nothing a rollback undid.
      if (folding?.serialised && !folding.clean) {
        folding.clean = true;
        folding.rename?.();
      }
      if (changes.length > 0) {
        const json = JSON.stringify(changes);
        const line = Buffer.from(`${checksum(json)} ${json}\n`, 'utf8');
        // Past the room: the record and a new room after it (that one flush also flushes the file's new size).
        const grow = size + line.length > allocated;
        try {
          writeAll(fd, grow ? Buffer.concat([line, ROOM]) : line, size);
        } catch (error) {
          // Not kept: the journal is cut back to its last whole record (its room with it).
          try {
            fs.ftruncateSync(fd, size);
            allocated = size;
          } catch {
            // the next start reads up to the last whole record anyway; the next record overwrites this one
          }
          throw error;
        }
        size += line.length;
        if (grow) allocated = size + ROOM.length;
        written++;
        if (!folding && size > Math.max(compactBytes, snapshotSize)) {
          if (state) foldInBackground(state);
          else {
            compact(fold());
            return Promise.resolve();
          }
        }
      }
      if (flushed >= written) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({upTo: written, resolve, reject});
        syncSoon();
      });
    },
    kept() {
      // A rollback: a fold whose snapshot is not on `FILE` yet may hold what it undoes (a step suspended while a
      // slice was read); given up, the next commit starts another.
      if (folding && !folding.renamed) {
        folding.aborted = true;
        endFold();
      }
      return fold();
    },
    whenFolded: () => folding?.done ?? Promise.resolve(),
    close() {
      try {
        if (!broken) compact(fold());
      } finally {
        closed = true;
        // A flush under way closes its journal when it ends (`retired`); a fold under way sees `closed` and stops.
        if (fd >= 0) {
          if (syncing && retired === undefined) retired = fd;
          else fs.closeSync(fd);
        }
        fd = -1;
        endFold();
        releaseLock();
        process.removeListener('exit', releaseLock);
      }
    },
  };
}

/** How many characters of the snapshot a background fold writes per turn of the event loop. */
const FOLD_SLICE = 256 << 10;

/**
 * The JSON of a state, in pieces read as they are asked for (`foldInBackground`): the tables (every payment, every
 * record of a `store` collection, every event) one entry per piece, so that the state is read a slice at a time
 * between the engine's steps. The top of the state and its lists (the events kept) are taken as they are at the
 * call: the journal's records replay on the events by position (`dropEvents`), so their list is the one of the
 * fold's start; an entry is read when its turn comes (changed since: its record replays it again).
 */
function* snapshotPieces(state: SandboxState, extra: Record<string, unknown>): Generator<string> {
  const top: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) top[key] = Array.isArray(value) ? value.slice() : value;
  Object.assign(top, extra);
  yield* jsonPieces(top, 0);
}

function* jsonPieces(value: unknown, depth: number): Generator<string> {
  if (depth < 3 && typeof value === 'object' && value !== null) {
    if (Array.isArray(value)) {
      const items = value.slice();
      yield '[';
      for (let i = 0; i < items.length; i++) {
        if (i > 0) yield ',';
        const item: unknown = items[i];
        yield* jsonPieces(item === undefined || typeof item === 'function' ? null : item, depth + 1);
      }
      yield ']';
      return;
    }
    if (typeof (value as {toJSON?: unknown}).toJSON !== 'function') {
      const record = value as Record<string, unknown>;
      yield '{';
      let first = true;
      for (const key of Object.keys(record)) {
        // Deleted since its table was read: its record (a `delete`) is after the fold's start.
        if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
        const item = record[key];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        yield `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        yield* jsonPieces(item, depth + 1);
      }
      yield '}';
      return;
    }
  }
  yield JSON.stringify(value) ?? 'null';
}
