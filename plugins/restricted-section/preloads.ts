/**
 * Preload hints for gated pages. Their HTML holds no content, so what the reader first sees is rendered
 * by the route's chunks, which Docusaurus only requests once main.js has run (two more round trips
 * before anything of the page shows). The build lists them in the page's <head> instead, at low priority
 * so the CSS still comes first.
 */

/** The page's HTML with a `<link rel=preload as=script>` per URL, at the end of its <head>. */
export function withPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('gated page without </head>');
  return `${html.slice(0, at)}${urls.map((u) => `<link rel="preload" as="script" href="${u}" fetchpriority="low">`).join('')}${html.slice(at)}`;
}
