import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { situationPollingMs } from '../../api/home';
import { useGetRedStoresQuery, type RedStores as RedStoresReply } from '../../api/store-health';
import { pathWithQuery, paths } from '../../config/paths';
import { formatSelection } from '../../components/fleet/selectionHash';
import { HealthMark } from '../../components/storeHealth/HealthMark';
import { storeHealthScreenTexts } from '../../../shared/texts/de/storeHealthScreens';

const t = storeHealthScreenTexts.storeHealthScreens.home;

type ContextRed = RedStoresReply['contexts'][number];

const storePath = (contextId: string, storeId: string) =>
  `${pathWithQuery(paths.cashpoints, { contextId })}${formatSelection({ contextId, storeId })}`;

function ContextStores({ context }: { context: ContextRed }) {
  const titleId = useId();
  return (
    <ListGroup.Item as="li" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 mb-1">
        {t.contextLabel(context.name, context.total)}
      </h3>
      <ul className="list-unstyled mb-0 red-stores">
        {context.stores.map((store) => (
          <li key={store.storeUid}>
            <span className="d-inline-flex align-items-center gap-2">
              <HealthMark health={store} />
              <Link to={storePath(context.key, store.storeId)}>{t.storeLink(store.storeId, store.storeName)}</Link>
            </span>
            {/* The first cause says why; the mark's name and the store's details say the rest. */}
            {store.causes[0] && <span className="d-block small text-body-secondary">{store.causes[0].text}</span>}
          </li>
        ))}
      </ul>
      {context.total > context.stores.length && (
        <p className="small mb-0 mt-1">{t.more(context.total - context.stores.length)}</p>
      )}
    </ListGroup.Item>
  );
}

/**
 * The stores red now (issue 51: something stops them selling while open), per context the user
 * sees, each a link to the store in the register tree; nothing while no store is red. Asked as
 * often as the situation above it.
 */
export function RedStores() {
  const titleId = useId();
  const { data } = useGetRedStoresQuery(undefined, { pollingInterval: situationPollingMs });
  const contexts = data?.contexts ?? [];
  if (contexts.length === 0) return null;
  return (
    <Card as="section" className="mb-3 border-danger" aria-labelledby={titleId}>
      <Card.Header className="bg-danger-subtle">
        <h2 id={titleId} className="h6 mb-0">
          {t.title}
        </h2>
        <p className="small mb-0">{t.intro}</p>
      </Card.Header>
      <ListGroup variant="flush" as="ul">
        {contexts.map((context) => (
          <ContextStores key={context.key} context={context} />
        ))}
      </ListGroup>
    </Card>
  );
}
