/** HTML-escapes text for a code block (shared by the build-time highlighter and the run-time fallback). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
