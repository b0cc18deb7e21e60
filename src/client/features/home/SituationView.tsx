import { Link } from 'react-router-dom';
import type { ContextSituation, SituationCounts } from '../../api/home';
import { homeTexts } from '../../../shared/texts/de/home';
import { situationItems, situationLink, storeAgentItems, type SituationItem } from './situationLinks';

const t = homeTexts.situation;

/** The items to show: the store servers' only to a user who has them. */
const shownItems = (hasStoreAgents: boolean) =>
  situationItems.filter((item) => hasStoreAgents || !storeAgentItems.has(item));

/**
 * A total's link: the page of every context (alerts), or, for the pages that show one context at a
 * time, the one context the whole count is in. Spread over several contexts, the rows below link.
 */
function totalLink(item: SituationItem, contexts: readonly ContextSituation[]) {
  const all = situationLink(item, undefined);
  if (all) return all;
  const having = contexts.filter((c) => c[item] > 0);
  return having.length === 1 ? situationLink(item, having[0]!.key) : undefined;
}

function Tile({ item, count, to }: { item: SituationItem; count: number; to: string | undefined }) {
  const label = t.items[item];
  const urgent = count > 0 && (item === 'criticalAlertCount' || item === 'pausedRolloutCount');
  const body = (
    <>
      <span className={`situation-count ${urgent ? 'text-danger' : count > 0 ? '' : 'text-body-secondary'}`}>
        {count}
      </span>
      <span className="visually-hidden"> </span>
      <span className="situation-label">{label}</span>
    </>
  );
  return (
    <li className={`situation-tile ${count > 0 ? 'situation-active' : ''}`}>
      {count > 0 && to ? (
        <Link to={to} className="situation-link" aria-label={t.linkLabel(count, label, t.total)}>
          {body}
        </Link>
      ) : (
        <span className="situation-link">
          {body}
          {count > 0 && <span className="visually-hidden"> {t.severalContexts}</span>}
        </span>
      )}
    </li>
  );
}

/**
 * What needs someone now: the totals over every visible context as tiles, then one row per context
 * with something to do (a list, not a table: it reads on a phone without a sideways scroll). Each count opens the page filtered to what it counts.
 */
export function SituationView({
  contexts,
  total,
  hasStoreAgents,
}: {
  contexts: readonly ContextSituation[];
  total: SituationCounts;
  hasStoreAgents: boolean;
}) {
  const items = shownItems(hasStoreAgents);
  const busy = contexts.filter((c) => items.some((item) => c[item] > 0));
  return (
    <section className="situation mb-4" aria-labelledby="situation-title">
      <h2 id="situation-title" className="h5">
        {t.title}
      </h2>
      <ul className="situation-tiles list-unstyled" aria-label={t.total}>
        {items.map((item) => (
          <Tile key={item} item={item} count={total[item]} to={totalLink(item, contexts)} />
        ))}
      </ul>
      {busy.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.allClear}</p>
      ) : (
        <ul className="situation-contexts list-unstyled mb-0" aria-label={t.tableLabel}>
          {busy.map((c) => (
            <li key={c.key} className="situation-context" aria-label={c.name}>
              <h3 className="h6 mb-1">{c.name}</h3>
              <ul className="situation-chips list-unstyled mb-0">
                {items
                  .filter((item) => c[item] > 0)
                  .map((item) => {
                    const to = situationLink(item, c.key);
                    const text = t.countOf(t.items[item], c[item]);
                    return (
                      <li key={item}>
                        {to ? (
                          <Link to={to} aria-label={t.linkLabel(c[item], t.items[item], c.name)}>
                            {text}
                          </Link>
                        ) : (
                          text
                        )}
                      </li>
                    );
                  })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
