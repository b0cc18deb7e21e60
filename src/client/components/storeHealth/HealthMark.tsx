import './storeHealth.css';
import { storeHealthScreenTexts } from '../../../shared/texts/de/storeHealthScreens';
import type { Health } from './healthMarks';

const t = storeHealthScreenTexts.storeHealthScreens;

/**
 * A store's or register's health in a tree row or a heading: a shape per state (a ring with a tick
 * for green, a diamond for yellow, a disc for red, each with its colour), named with the state and
 * its causes for assistive technology and as a tooltip, so neither colour nor shape alone says it.
 */
export function HealthMark({ health }: { health: Health }) {
  const label = t.markLabel(
    health.state,
    health.causes.map((c) => c.text),
  );
  return (
    <span className={`health-mark health-${health.state}`} title={label} role="img" aria-label={label}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {health.state === 'green' && (
          <>
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M5 8.2 7.2 10.4 11 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </>
        )}
        {health.state === 'yellow' && <path d="M8 1 15 8 8 15 1 8z" fill="currentColor" />}
        {health.state === 'red' && <circle cx="8" cy="8" r="7" fill="currentColor" />}
        {health.state !== 'green' && (
          <path className="health-mark-cutout" d="M8 4.5v4.5 M8 11.2v.3" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}
