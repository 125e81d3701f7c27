import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** A Mermaid diagram pre-rendered to SVG at build time (plugins/mermaid-svg): no Mermaid JS ships. */
export default function MermaidDiagram({light, dark, alt}: {light: string; dark: string; alt: string}) {
  return (
    <figure className={styles.diagram}>
      <img className={styles.light} src={useBaseUrl(light)} alt={alt} loading="lazy" decoding="async" />
      <img className={styles.dark} src={useBaseUrl(dark)} alt={alt} loading="lazy" decoding="async" />
    </figure>
  );
}
