import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { updatesApi, type UpdatesBase } from './updatesApi';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { updateTexts } from '../../../shared/texts/de/updates';
import { DetailForm } from './DetailForm';
import { RolloutTab } from './rollout/RolloutTab';
import './rollout/rolloutPlan.css';

interface Props {
  base: UpdatesBase;
  contextId: string;
  filename: string;
  canSave: boolean;
  onClose(): void;
}

/**
 * Status, release time, tag, comment and the checked targets of one update (tab 'Details'), and its
 * rollout plan (tab 'Rollout', loaded when first opened).
 */
export function DetailDialog({ base, contextId, filename, canSave, onClose }: Props) {
  const titleId = useId();
  // Fetched fresh on every opening: the form starts from what the server holds now.
  const { data, isFetching, isError } = updatesApi[base].useDetail(
    { contextId, filename },
    { refetchOnMountOrArgChange: true },
  );
  // The reply handling has said why (e.g. 404: someone deleted it meanwhile); nothing to show.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);

  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="xl" backdrop="static">
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId}>{updateTexts.updates.detail.title(filename)}</Modal.Title>
      </Modal.Header>
      {data && !isFetching ? (
        <Tabs defaultActiveKey="details" id={`${titleId}-tabs`} className="px-3 pt-2" mountOnEnter>
          <Tab eventKey="details" title={rolloutTexts.rollouts.detailsTab}>
            <DetailForm base={base} contextId={contextId} detail={data} canSave={canSave} onClose={onClose} />
          </Tab>
          <Tab eventKey="rollout" title={rolloutTexts.rollouts.tab}>
            <RolloutTab
              contextId={contextId}
              kind={base === 'cashpoint-updates' ? 'cashpoint' : 'store'}
              detail={data}
              canSave={canSave}
              onClose={onClose}
            />
          </Tab>
        </Tabs>
      ) : (
        <Modal.Body className="d-flex justify-content-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{frameTexts.app.loading}</span>
          </Spinner>
        </Modal.Body>
      )}
    </Modal>
  );
}
