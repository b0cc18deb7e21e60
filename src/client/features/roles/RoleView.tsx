import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { RightInfo, RoleDetail } from '../../api/roles';
import { messageTexts } from '../../../shared/texts/de/messages';
import { roleTexts } from '../../../shared/texts/de/roles';
import { RightsFieldset } from './RoleDialog';

const t = roleTexts.roles;

/** A built-in role, read only: its description and rights, and why it cannot be changed. */
export function RoleView({
  role,
  rights,
  onClose,
}: {
  role: RoleDetail;
  rights: readonly RightInfo[];
  onClose(): void;
}) {
  const id = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg">
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={`${id}-title`}>{t.dialogEdit(role.name)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t.builtinHint}</p>
        {role.description && <p>{role.description}</p>}
        <RightsFieldset id={id} rights={rights} checked={role.rights} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          {t.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
