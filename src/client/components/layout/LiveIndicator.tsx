import { useAppSelector } from '../../app/hooks';
import { selectLiveContext, selectLiveStream } from '../../app/liveSlice';
import { liveTexts } from '../../../shared/texts/de/live';
import './live.css';

const t = liveTexts.live;

/**
 * The top bar's mark of the live stream (issue 54): 'Live' while the page's context streams its
 * changes, 'Minütlich' while the pages poll; nothing on a page without a context (no stream is
 * wanted there). The short word shows, the whole sentence is its tooltip and what screen readers hear.
 */
export function LiveIndicator() {
  const stream = useAppSelector(selectLiveStream);
  const contextId = useAppSelector(selectLiveContext);
  if (!contextId) return null;
  const live = stream === 'live';
  const title = live ? t.onTitle : t.offTitle;
  return (
    <span className={`live-indicator me-2 ${live ? 'is-live' : 'is-down'}`} title={title} data-testid="live-indicator">
      <span className="live-dot" aria-hidden="true" />
      <span className="live-word" aria-hidden="true">
        {live ? t.on : t.off}
      </span>
      <span className="visually-hidden">{title}</span>
    </span>
  );
}
