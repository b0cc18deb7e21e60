// The live stream (issue 54): the top bar's mark that says whether the page shown follows the
// changes of its context at once or asks again every minute.

export const liveTexts = {
  live: {
    /** The mark's short word while the stream is up, and what it means. */
    on: 'Live',
    onTitle: 'Live: Änderungen erscheinen sofort',
    /** While it is down: the pages ask again every minute. */
    off: 'Minütlich',
    offTitle: 'Nicht live: Aktualisierung jede Minute',
  },
} as const;
