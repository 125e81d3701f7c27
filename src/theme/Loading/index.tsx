/**
 * What a route shows while its code is loading, or when it failed to load (Docusaurus renders `@theme/Loading`
 * from every route component that is not ready). Replaces the core fallback, whose error box is white text on
 * a light red (3.6:1, under the WCAG AA minimum) and whose spinner has no accessible name.
 * - Loading, after Docusaurus' 200 ms delay: a spinner announced as "Loading this page".
 * - Failed: an alert with the error's text and a Retry button, which loads the route's code again.
 * A page whose chunk fails on its first load gets here too (src/clientModules/loading.ts).
 */
import React from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): React.ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.box}`} role="alert">
        <p className={styles.title}>This page could not be loaded.</p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>Loading this page…</span>
    </div>
  );
}
