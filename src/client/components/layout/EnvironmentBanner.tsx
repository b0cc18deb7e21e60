import { selectEnvironment, useAppSelector } from '../../app/hooks';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts as texts } from '../../../shared/texts/de/frame';

/** Names the system on DEVEL and TEST so nobody mistakes it for production. */
export function EnvironmentBanner() {
  const { showBanner, isDevel, isTest } = useAppSelector(selectEnvironment);
  if (!showBanner || (!isDevel && !isTest)) return null;
  return (
    <div className={`environment-banner ${isDevel ? 'environment-devel' : 'environment-test'}`} role="note">
      {isDevel ? texts.environment.DEVEL : texts.environment.TEST}
    </div>
  );
}
