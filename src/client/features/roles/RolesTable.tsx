import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import type { RoleDetail } from '../../api/roles';
import { allRights } from '../../../shared/rights';
import { roleTexts } from '../../../shared/texts/de/roles';

const t = roleTexts.roles;

/** A role's rights in German: 'Alle Rechte', none, or each right's one name. */
function RightsList({ rights }: { rights: readonly string[] }) {
  if (rights.length === 0) return <em>{t.noRights}</em>;
  if (allRights.every((right) => rights.includes(right))) return <>{t.allRights}</>;
  return (
    <ul className="list-unstyled small mb-0">
      {rights.map((right) => (
        <li key={right}>{t.rightNames[right] ?? right}</li>
      ))}
    </ul>
  );
}

interface Props {
  roles: readonly RoleDetail[];
  onOpen(role: RoleDetail): void;
  onDelete(role: RoleDetail): void;
  onPreview(role: RoleDetail): void;
}

/**
 * The roles with their rights and holders. Every action is a button of its row, so the table is
 * used by keyboard alone; a built-in role is only shown ('ansehen'), never changed or deleted.
 */
export function RolesTable({ roles, onOpen, onDelete, onPreview }: Props) {
  return (
    <CardTable className="align-middle" aria-label={t.list}>
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.description}</th>
          <th scope="col">{t.rights}</th>
          <th scope="col">{t.kind}</th>
          <th scope="col" className="text-end">
            {t.users}
          </th>
          <th scope="col" className="text-end">
            {t.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.uid}>
            <th scope="row">{role.name}</th>
            <CardCell label={t.description}>{role.description}</CardCell>
            <CardCell label={t.rights}>
              <RightsList rights={role.rights} />
            </CardCell>
            <CardCell label={t.kind}>
              {role.builtin ? (
                <Badge bg="secondary">{t.builtin}</Badge>
              ) : (
                <Badge bg="info" text="dark">
                  {t.custom}
                </Badge>
              )}
            </CardCell>
            <CardCell label={t.users} className="text-end">
              {role.userCount}
            </CardCell>
            <td className="text-end text-nowrap">
              <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onOpen(role)}>
                <span aria-hidden="true">{role.builtin ? t.showShort : t.editShort}</span>
                <span className="visually-hidden">{role.builtin ? t.show(role.name) : t.edit(role.name)}</span>
              </Button>
              <Button size="sm" variant="outline-secondary" className="me-2" onClick={() => onPreview(role)}>
                <span aria-hidden="true">{t.tabPreview}</span>
                <span className="visually-hidden">{t.previewOf(role.name)}</span>
              </Button>
              {!role.builtin && (
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(role)}>
                  <span aria-hidden="true">{t.removeShort}</span>
                  <span className="visually-hidden">{t.remove(role.name)}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
