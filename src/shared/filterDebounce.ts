/**
 * How long a filter field waits after the last keystroke before it filters. Shared, not kept in a
 * component, because the bench (a Node script that cannot load the components' stylesheets)
 * subtracts it from its filter timings.
 */
export const filterDebounceMs = 500;
