import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { fleetTexts } from '../../../shared/texts/de/fleet';

/** More version tags than this show as the newest one and a '+n' badge naming the rest. */
const maxTags = 2;

/** Version tags by their numbers, newest first: 5.10.0 is newer than 5.9.0. */
const newestFirst = (tags: string[]) =>
  [...tags].sort((a, b) => b.localeCompare(a, 'en', { numeric: true, sensitivity: 'base' }));

interface Props {
  /** The offline count of a store; tree rows without one keep its place empty. */
  count?: ReactNode;
  tags: string[];
  notUpdated: boolean;
  /** Trees whose rows carry one tag at most give the tags a narrower place. */
  oneTag?: boolean;
  /** Rows of a tree that shows counts on some rows keep the count's place on every row. */
  withCount?: boolean;
}

/**
 * The right-hand side of a tree row: count, version tags and 'Nicht aktualisiert', each in a place
 * of the same width on every row and aligned to its right edge, so the badges form columns and
 * the name takes whatever width is left.
 */
export function TreeBadges({ count, tags, notUpdated, oneTag, withCount }: Props) {
  const shown = tags.length > maxTags ? newestFirst(tags).slice(0, 1) : tags;
  const hidden = tags.filter((tag) => !shown.includes(tag));
  return (
    <>
      {withCount && <span className="tree-count small text-body-secondary">{count}</span>}
      <span className={`tree-tags${oneTag ? ' tree-tags-one' : ''}`}>
        {shown.map((tag) => (
          <Badge key={tag} bg="secondary" className="tree-tag">
            {tag}
          </Badge>
        ))}
        {hidden.length > 0 && (
          <Badge bg="secondary" className="tree-tag" title={hidden.join(', ')}>
            <span aria-hidden="true">{fleetTexts.fleet.moreTags(hidden.length)}</span>
            <span className="visually-hidden">{fleetTexts.fleet.moreTagsLabel(hidden)}</span>
          </Badge>
        )}
      </span>
      <span className="tree-flag">
        {notUpdated && (
          <Badge bg="warning" text="dark" className="tree-tag">
            {fleetTexts.fleet.notUpdated}
          </Badge>
        )}
      </span>
    </>
  );
}
