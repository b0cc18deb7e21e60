import { selectEnvironment, useAppSelector } from '../../app/hooks';
import { texts } from '../../../shared/texts/de';

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
