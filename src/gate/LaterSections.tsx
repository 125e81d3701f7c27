/**
 * A restricted page's sections after its introduction (wrapped by plugins/later-sections at build time). The gate
 * draws an unlocked page's first screen first (`FirstScreenContext` true for one paint: ProviderGate.tsx) and these
 * sections just after; meanwhile an empty block a viewport tall stands for them, so the footer stays below the fold
 * and nothing in view moves when they arrive. Anywhere else (no gate around it) it renders its children as they are.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import styles from './styles.module.css';

/** True while the unlocked page shows its first screen only. */
export const FirstScreenContext = createContext(false);

export default function LaterSections({children}: {children?: ReactNode}) {
  if (useContext(FirstScreenContext)) return <div className={styles.later} aria-busy="true" />;
  return <>{children}</>;
}
