import { Link } from 'react-router-dom';
import type { StoreNode } from '../../api/cashpoints';
import { pathWithQuery, paths } from '../../config/paths';
import { formatSelection } from '../../components/fleet/selectionHash';
import { HealthMark } from '../../components/storeHealth/HealthMark';
import type { Health } from '../../components/storeHealth/healthMarks';
import { storeHealthScreenTexts } from '../../../shared/texts/de/storeHealthScreens';

const t = storeHealthScreenTexts.storeHealthScreens;

/**
 * A store's health in its details (issue 51): the state and each cause, a register's cause with a
 * link that opens that register in the tree.
 */
export function StoreHealthSection({
  store,
  contextId,
  health,
}: {
  store: StoreNode;
  contextId: string;
  health: Health;
}) {
  const posIdOf = new Map(store.cashpoints.map((c) => [c.uid, c.posId]));
  const registerPath = (posId: string) =>
    `${pathWithQuery(paths.cashpoints, { contextId })}${formatSelection({ contextId, storeId: store.id, posId })}`;
  return (
    <section aria-labelledby={`store-health-${store.uid}`} className="mt-4">
      <h3 id={`store-health-${store.uid}`} className="h6">
        {t.title}
      </h3>
      <p className="d-flex align-items-center gap-2 mb-1">
        <HealthMark health={health} />
        {t.stateText(health.state)}
      </p>
      {health.causes.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.storeAllClear}</p>
      ) : (
        <ul className="health-causes mb-0 ps-3" aria-label={t.causesLabel}>
          {health.causes.map((cause) => {
            const posId = posIdOf.get(cause.subject);
            return (
              <li key={`${cause.kind}-${cause.subject}-${cause.text}`}>
                <span className={cause.state === 'red' ? 'text-danger-emphasis fw-semibold' : undefined}>
                  {cause.text}
                </span>
                {posId !== undefined && (
                  <>
                    {' '}
                    <Link to={registerPath(posId)}>{t.openRegister(posId)}</Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
