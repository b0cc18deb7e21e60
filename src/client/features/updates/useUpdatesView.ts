import { useSearchParams } from 'react-router-dom';

/**
 * The two switches of the updates page, kept in the URL (showArchivedUpdates, editUpdateOrder) so
 * a view can be shared. Editing the order needs every row, so it turns the archived view on, and
 * that view stays on (its switch disabled) while editing. Without the right to reorder, a shared
 * link asking for order editing is ignored, so it cannot lock the archived switch of someone who
 * cannot turn it off.
 *
 * A switch shows the URL, so the URL must change with the click itself: the router otherwise
 * applies a search change as a low-priority transition, and until that long render of the list
 * ends (seconds on a busy machine) the controlled switch springs back to its old state, so a
 * click seems lost and the next one toggles the wrong way. flushSync commits the new URL, the
 * switch and the query of the list in one render right away.
 */
export function useUpdatesView(canOrder: boolean) {
  const [params, setParams] = useSearchParams();
  const editOrder = canOrder && params.get('editUpdateOrder') === 'true';
  const showArchived = editOrder || params.get('showArchivedUpdates') === 'true';

  const setFlag = (name: string, on: boolean, p: URLSearchParams) => {
    if (on) p.set(name, 'true');
    else p.delete(name);
  };
  const setShowArchived = (on: boolean) =>
    setParams(
      (p) => {
        setFlag('showArchivedUpdates', on, p);
        return p;
      },
      { replace: true, flushSync: true },
    );
  const setEditOrder = (on: boolean) =>
    setParams(
      (p) => {
        setFlag('editUpdateOrder', on, p);
        if (on) setFlag('showArchivedUpdates', true, p);
        return p;
      },
      { replace: true, flushSync: true },
    );
  return { showArchived, editOrder, setShowArchived, setEditOrder };
}
