/**
 * The provider gate's UI. Decides on every navigation (the wrapper remounts per route)
 * from the pure functions in gate.ts. While locked or still checking, the page content
 * is not rendered at all. Static HTML is rendered locked, so it never holds the content.
 *
 * Unlocked, the page is drawn in two steps: its first screen (its introduction, up to its
 * first `##` heading after some content), then, just after that is painted, its later sections (LaterSections.tsx,
 * wrapped at build time by plugins/later-sections). A long page then shows its first screen
 * without first rendering, styling and laying out everything below it. A page opened at a
 * #target is drawn whole at once: the target is in its later sections.
 */
import React, {startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {afterPaint, nextTask} from '@site/src/components/ApiReference/scheduler';
import {useHashTarget} from '@site/src/lib/hashTarget';
import {isUnlocked, parseGateHash, safeRead, safeWrite, verifyPassword, type StorageLike} from './gate';
import {FirstScreenContext} from './LaterSections';
import styles from './styles.module.css';

type GateState = 'checking' | 'locked' | 'unlocked';

// Where storage throws, an unlock lives in memory for the page's lifetime only.
let memoryUnlocked = false;

const storage = (): StorageLike | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function currentGateState(now = Date.now()): Exclude<GateState, 'checking'> {
  const read = safeRead(storage);
  if (!read.ok) {
    console.warn('[provider-gate] browser storage is unavailable; an unlock will last for this page only.', read.error);
    return memoryUnlocked ? 'unlocked' : 'locked';
  }
  return isUnlocked(read.raw, now) ? 'unlocked' : 'locked';
}

export default function ProviderGate({children}: {children: ReactNode}) {
  const [state, setState] = useState<GateState>('checking');
  // The first screen alone until it is painted; the whole page at once when opened at a #target.
  const [firstScreen, setFirstScreen] = useState(true);
  // A transition: React renders the unlocked page (the provider reference is long) in slices that
  // leave the main thread free in between, instead of in one long task.
  useEffect(
    () =>
      startTransition(() => {
        setState(currentGateState());
        setFirstScreen(window.location.hash === '');
      }),
    [],
  );
  useEffect(() => {
    if (state !== 'unlocked' || !firstScreen) return undefined;
    // The site's one scheduler (habit 16): the task after the first screen's frame is painted; at once in a hidden
    // tab, which paints no frame.
    let live = true;
    void (document.visibilityState === 'hidden' ? nextTask() : afterPaint()).then(() => {
      if (live) startTransition(() => setFirstScreen(false));
    });
    return () => {
      live = false;
    };
  }, [state, firstScreen]);
  // The content appears only now: go to a deep link (#heading) the browser could not follow on load.
  useHashTarget(state === 'unlocked');
  if (state === 'unlocked')
    return <FirstScreenContext.Provider value={firstScreen}>{children}</FirstScreenContext.Provider>;
  if (state === 'checking') return <div className={styles.checking} aria-busy="true" />;
  return <GateDialog onUnlock={() => startTransition(() => setState('unlocked'))} />;
}

function GateDialog({onUnlock}: {onUnlock: () => void}) {
  const {siteConfig} = useDocusaurusContext();
  // `pbkdf2-sha256$<iterations>$<salt>$<hex>` (gate.ts); a hash in any other format locks for every password.
  const expected: unknown = siteConfig.customFields?.providerGate;
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = {title: useId(), text: useId(), error: useId(), input: useId()};

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const cancel = () => history.push('/');

  // Native modal dialogs let Tab leave for the browser UI; keep focus cycling inside.
  const trapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('input, button, [href], [tabindex]:not([tabindex="-1"])'),
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const candidate = inputRef.current?.value ?? '';
    if (parseGateHash(expected) === null)
      console.error('[provider-gate] this build holds no gate hash in the current format; no password unlocks it.');
    if (!verifyPassword(candidate, expected)) {
      setError('Invalid password. Please try again.');
      inputRef.current?.select();
      return;
    }
    if (!safeWrite(storage, Date.now())) {
      console.warn('[provider-gate] browser storage is unavailable; the unlock lasts for this page only.');
      memoryUnlocked = true;
    }
    dialogRef.current?.close();
    onUnlock();
  };

  return (
    <div className={styles.backdrop}>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={ids.title}
        aria-describedby={ids.text}
        onKeyDown={trapFocus}
        onCancel={(e) => {
          e.preventDefault();
          cancel();
        }}>
        <form onSubmit={submit} noValidate>
          <h2 id={ids.title} className={styles.title}>
            Authentication Required
          </h2>
          <p id={ids.text}>Please enter the password to access this section.</p>
          <label htmlFor={ids.input} className={styles.label}>
            Password
          </label>
          <input
            ref={inputRef}
            id={ids.input}
            name="password"
            type="password"
            autoComplete="current-password"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={() => error && setError(null)}
          />
          {error && (
            <p id={ids.error} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="button button--secondary" onClick={cancel}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              Authenticate
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
