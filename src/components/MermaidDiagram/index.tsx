import React, {type CSSProperties} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * A Mermaid diagram pre-rendered to SVG at build time (plugins/mermaid-svg): no Mermaid JS ships.
 * Shown at its natural size (never blown up); a wide diagram shrinks to the column down to 80 % of
 * its size, then scrolls sideways, so its text stays readable. Width and height are known at build
 * time, so the page does not shift when the image loads.
 */
export default function MermaidDiagram({
  light,
  dark,
  alt,
  width,
  height,
}: {
  light: string;
  dark: string;
  alt: string;
  width?: string;
  height?: string;
}) {
  const style = width ? ({'--diagram-width': `${width}px`} as CSSProperties) : undefined;
  const size = {width, height};
  const wide = Number(width) > 800;
  const lightUrl = useBaseUrl(light);
  const darkUrl = useBaseUrl(dark);
  return (
    // Focusable: a wide diagram scrolls sideways, and keyboard users must be able to scroll it too.
    <figure className={styles.diagram} style={style} tabIndex={0}>
      <img className={styles.light} src={lightUrl} alt={alt} loading="lazy" decoding="async" {...size} />
      <img className={styles.dark} src={darkUrl} alt={alt} loading="lazy" decoding="async" {...size} />
      {wide && (
        <figcaption className={styles.caption}>
          Wide diagram: scroll sideways, or{' '}
          <a className={styles.light} href={lightUrl} target="_blank" rel="noopener">
            open it full size
          </a>
          <a className={styles.dark} href={darkUrl} target="_blank" rel="noopener">
            open it full size
          </a>
          .
        </figcaption>
      )}
    </figure>
  );
}
