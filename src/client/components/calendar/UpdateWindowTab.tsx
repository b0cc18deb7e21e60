import Modal from 'react-bootstrap/Modal';
import { CancelButton } from '../../components/CancelButton';
import { SubmitButton } from '../../components/SubmitButton';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { CalendarEditor } from './CalendarEditor';

const t = storeCalendarTexts.storeCalendar;

/**
 * The context dialog's tab 'Update-Fenster': the context's update window rule and the calendar its
 * stores take unless they have their own (zone, region, hours), with the special days of all its
 * stores. Saved on its own, as the alert tab.
 */
export function UpdateWindowTab({ contextKey, onClose }: { contextKey: string; onClose(): void }) {
  return (
    <CalendarEditor
      contextId={contextKey}
      onSaved={onClose}
      body={(children) => <Modal.Body>{children}</Modal.Body>}
      footer={(saving) => (
        <Modal.Footer>
          <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
          <SubmitButton disabled={saving}>{t.saveRule}</SubmitButton>
        </Modal.Footer>
      )}
    />
  );
}
