import { ViewerModal } from '../fleet/ViewerModal';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

/** What an agent reported as an action's output on one target, read-only. */
export function OutputViewer(props: { title: string; output: string | null | undefined; onHide(): void }) {
  return (
    <ViewerModal title={props.title} onHide={props.onHide}>
      {props.output ? (
        <pre className="viewer-text log-text mb-0">{props.output}</pre>
      ) : (
        <p className="text-body-secondary mb-0">{actionPageTexts.actionsPage.noOutput}</p>
      )}
    </ViewerModal>
  );
}
