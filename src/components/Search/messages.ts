/** What a reader is told when search cannot load (the dialog's chunk, or the index): no build instructions. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Check your connection, then try again.';
