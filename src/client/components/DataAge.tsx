import { homeTexts } from '../../shared/texts/de/home';

const t = homeTexts.dataAge;

/** hh:mm:ss in the browser's time zone. */
const clock = (at: number) =>
  new Date(at).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * 'Stand hh:mm:ss': when the page's data was last fetched with success (RTK Query's
 * `fulfilledTimeStamp`), so a page that polls says how old what it shows is. Nothing before the
 * first reply.
 */
export function DataAge({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <span className="data-age small text-body-secondary text-nowrap" title={t.title} data-testid="data-age">
      {t.label(clock(at))}
    </span>
  );
}
