import { useSearchParams } from 'react-router-dom';

/**
 * The two switches of spec 2.7, kept in the URL (spec 2.1: showArchivedUpdates, editUpdateOrder).
 * Editing the order needs every row, so it turns the archived view on, and that view stays on
 * (its switch disabled) while editing.
 */
export function useUpdatesView() {
  const [params, setParams] = useSearchParams();
  const editOrder = params.get('editUpdateOrder') === 'true';
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
