import Badge from 'react-bootstrap/Badge';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import type { PermissionPreview } from '../../api/roles';
import { roleTexts } from '../../../shared/texts/de/roles';
import { ownText } from '../../../shared/texts/ownText';

const t = roleTexts.preview;
const { rightNames, featureNames } = roleTexts.roles;

type Entry = PermissionPreview['pages'][number] | PermissionPreview['operations'][number];

/** A right, flag or reason in German: a right by its one name (the glossary's rightNames). */
const nameOf = (need: string) =>
  ownText(rightNames, need) ?? ownText(featureNames, need) ?? ownText(t.missing, need) ?? need;

function Needs({ entry }: { entry: Entry }) {
  const needs = [...entry.rights, ...entry.features];
  return (
    <>
      {needs.length > 0 ? needs.map(nameOf).join(', ') : t.nothingNeeded}
      {'ownAccount' in entry && entry.ownAccount && <div className="small text-body-secondary">{t.ownAccount}</div>}
      {!entry.allowed && (
        <div className="small text-danger-emphasis">{t.lacking(entry.missing.map(nameOf).join(', '))}</div>
      )}
    </>
  );
}

function Allowed({ allowed }: { allowed: boolean }) {
  return allowed ? <Badge bg="success">{t.yes}</Badge> : <Badge bg="danger">{t.no}</Badge>;
}

interface Props {
  title: string;
  /** The first column's header: page or operation. */
  column: string;
  entries: readonly Entry[];
  labelOf(entry: Entry): string;
}

/** One part of the preview (pages, actions or operations) as a table: what, allowed, what it needs. */
export function PreviewTable({ title, column, entries, labelOf }: Props) {
  return (
    <section className="mb-4">
      <h3 className="h5">{title}</h3>
      <CardTable size="sm" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{t.allowed}</th>
            <th scope="col">{t.needs}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={labelOf(entry)}>
              <th scope="row" className="fw-normal">
                {labelOf(entry)}
              </th>
              <CardCell label={t.allowed}>
                <Allowed allowed={entry.allowed} />
              </CardCell>
              <CardCell label={t.needs}>
                <Needs entry={entry} />
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </section>
  );
}
