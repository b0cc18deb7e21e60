import { useSearchParams } from 'react-router-dom';

/**
 * The two switches of spec 2.7, kept in the URL (spec 2.1: showArchivedUpdates, editUpdateOrder).
 * Editing the order needs every row, so it turns the archived view on, and that view stays on
 * (its switch disabled) while editing. Without the right to reorder, a shared link asking for order
 * editing is ignored, so it cannot lock the archived switch of someone who cannot turn it off.
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
      { replace: true },
    );
  const setEditOrder = (on: boolean) =>
    setParams(
      (p) => {
        setFlag('editUpdateOrder', on, p);
        if (on) setFlag('showArchivedUpdates', true, p);
        return p;
      },
      { replace: true },
    );
  return { showArchived, editOrder, setShowArchived, setEditOrder };
}
