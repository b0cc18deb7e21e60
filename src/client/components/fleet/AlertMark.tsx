import { alertTexts } from '../../../shared/texts/de/alerts';

/** A store's open alert in a fleet tree: a warning triangle, named for assistive technology. */
export function AlertMark() {
  return (
    <span
      className="alert-mark text-danger"
      title={alertTexts.alerts.storeMark}
      role="img"
      aria-label={alertTexts.alerts.storeMark}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5 15 14H1z" fill="currentColor" />
        <path className="alert-mark-cutout" d="M8 6v4 M8 11.6v.4" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}
