import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { situationPollingMs, useGetHomeQuery, useGetHomeSituationQuery, type ContextSummary } from '../../api/home';
import { selectSession, useAppSelector } from '../../app/hooks';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { PageWrapper } from '../../components/PageWrapper';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { frameTexts } from '../../../shared/texts/de/frame';
import { homeTexts } from '../../../shared/texts/de/home';
import { paths } from '../../config/paths';
import { OpenAlertsBadge } from './OpenAlertsBadge';
import { RolloutsAwaitingApproval } from './RolloutsAwaitingApproval';
import { RedStores } from './RedStores';
import { SituationView } from './SituationView';
import './home.css';

const contextPath = (c: ContextSummary) => `${paths.cashpoints}?contextId=${encodeURIComponent(c.key)}`;

/**
 * Every visible context with its fleet and pending updates; a row opens its registers. The name is
 * a link to the same place, so the row reads as clickable and the page can be opened in a new tab.
 */
export function HomePage() {
  // Both refresh themselves: the page answers what needs someone now, not what did when it opened.
  const {
    data,
    isLoading,
    fulfilledTimeStamp: homeAt,
  } = useGetHomeQuery(undefined, {
    pollingInterval: situationPollingMs,
  });
  const situation = useGetHomeSituationQuery(undefined, { pollingInterval: situationPollingMs });
  const situationAt = situation.fulfilledTimeStamp;
  // 'Stand' is the older of the two replies: what the page shows is at least that fresh.
  const updatedAt = homeAt !== undefined && situationAt !== undefined ? Math.min(homeAt, situationAt) : undefined;
  const hasStoreAgents = useAppSelector(selectSession)?.hasStoreAgents ?? false;
  const navigate = useNavigate();
  const open = (c: ContextSummary) => navigate(contextPath(c));
  const onKey = (e: KeyboardEvent, c: ContextSummary) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(c);
    }
  };
  const contexts = data?.contexts ?? [];

  return (
    <PageWrapper title={frameTexts.pages.home} loading={isLoading} updatedAt={updatedAt}>
      {situation.data && (
        <SituationView
          contexts={situation.data.contexts}
          total={situation.data.total}
          hasStoreAgents={hasStoreAgents}
        />
      )}
      <RedStores />
      <RolloutsAwaitingApproval />
      <CardTable hover className="home-table align-middle">
        <thead>
          <tr>
            <th scope="col">{homeTexts.home.id}</th>
            <th scope="col">{homeTexts.home.context}</th>
            <th scope="col" className="text-end">
              {homeTexts.home.stores}
            </th>
            <th scope="col" className="text-end">
              {homeTexts.home.cashpoints}
            </th>
            <th scope="col" className="text-end">
              {homeTexts.home.pendingCashpointUpdates}
            </th>
            {hasStoreAgents && (
              <th scope="col" className="text-end">
                {homeTexts.home.storeAgents}
              </th>
            )}
            {hasStoreAgents && (
              <th scope="col" className="text-end">
                {homeTexts.home.pendingStoreUpdates}
              </th>
            )}
            <th scope="col" className="text-end">
              {alertTexts.alerts.homeColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {contexts.length === 0 && (
            <tr>
              <td colSpan={hasStoreAgents ? 8 : 6} className="text-center text-body-secondary">
                {homeTexts.home.empty}
              </td>
            </tr>
          )}
          {contexts.map((c) => (
            <tr
              key={c.key}
              tabIndex={0}
              className="clickable-row"
              onClick={() => open(c)}
              onKeyDown={(e) => onKey(e, c)}
            >
              <td>{c.key}</td>
              <CardCell label={homeTexts.home.context}>
                {/* The link opens the page itself; the row must not open it a second time. The row
                    is the keyboard's one stop per context, so the link takes no second one. */}
                <Link to={contextPath(c)} tabIndex={-1} onClick={(e) => e.stopPropagation()}>
                  {c.name}
                </Link>
              </CardCell>
              <CardCell label={homeTexts.home.stores} className="text-end">
                {c.storeCount}
              </CardCell>
              <CardCell label={homeTexts.home.cashpoints} className="text-end">
                {c.cashpointCount}
              </CardCell>
              <CardCell
                label={homeTexts.home.pendingCashpointUpdates}
                className={`text-end ${c.notUpdatedCashpointCount > 0 ? 'text-danger fw-semibold' : ''}`}
              >
                {c.notUpdatedCashpointCount}
              </CardCell>
              {hasStoreAgents && (
                <CardCell label={homeTexts.home.storeAgents} className="text-end">
                  {c.storeAgentCount}
                </CardCell>
              )}
              {hasStoreAgents && (
                <CardCell
                  label={homeTexts.home.pendingStoreUpdates}
                  className={`text-end ${c.notUpdatedStoreAgentCount > 0 ? 'text-danger fw-semibold' : ''}`}
                >
                  {c.notUpdatedStoreAgentCount}
                </CardCell>
              )}
              <CardCell label={alertTexts.alerts.homeColumn} className="text-end">
                <OpenAlertsBadge contextKey={c.key} count={c.openAlertCount} />
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </PageWrapper>
  );
}
