import { screen } from '@testing-library/react';
import { renderAt, sessionFixture } from '../../testing/render';
import { EnvironmentBanner } from './EnvironmentBanner';

describe('EnvironmentBanner', () => {
  it('names a development system', () => {
    renderAt(<EnvironmentBanner />);
    expect(screen.getByRole('note')).toHaveTextContent('Entwicklungssystem');
  });

  it('names a test system', () => {
    renderAt(<EnvironmentBanner />, '/frontend/home', {
      ...sessionFixture,
      systemType: 'TEST',
      isDevel: false,
      isTest: true,
    });
    expect(screen.getByRole('note')).toHaveTextContent('Testsystem');
  });

  it('shows nothing on production or when the banner is off', () => {
    const prod = renderAt(<EnvironmentBanner />, '/frontend/home', {
      ...sessionFixture,
      systemType: 'PROD',
      showBanner: false,
      isDevel: false,
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    prod.unmount();
    renderAt(<EnvironmentBanner />, '/frontend/home', { ...sessionFixture, showBanner: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
