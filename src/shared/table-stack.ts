/** Tables that stack on a phone: shared by plugins/table-stack (build) and components that draw their own tables. */
/** The class of a table that stacks on a phone (src/css/custom.css). */
export const STACK_CLASS = 'table-stack';
/** Tables of this many columns or more stack. */
export const STACK_MIN_COLUMNS = 3;
