import { useEffect } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { dismissToast } from '../app/toastsSlice';
import { texts } from '../texts/de';

const visibleMs = 6000;

function AutoDismiss({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(id)), visibleMs);
    return () => clearTimeout(timer);
  }, [dispatch, id]);
  return null;
}

/** Success, warning and error messages, announced to screen readers. */
export function Toasts() {
  const toasts = useAppSelector((s) => s.toasts);
  const dispatch = useAppDispatch();
  return (
    <ToastContainer position="top-end" className="p-3 app-toasts" role="region" aria-label={texts.toasts.label}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          bg={t.variant}
          onClose={() => dispatch(dismissToast(t.id))}
          role={t.variant === 'danger' ? 'alert' : 'status'}
          aria-live={t.variant === 'danger' ? 'assertive' : 'polite'}
        >
          <AutoDismiss id={t.id} />
          <Toast.Body className={t.variant === 'warning' || t.variant === 'info' ? 'text-dark' : 'text-white'}>
            <div className="d-flex justify-content-between gap-2">
              <span>{t.message}</span>
              <button
                type="button"
                className={`btn-close ${t.variant === 'warning' || t.variant === 'info' ? '' : 'btn-close-white'}`}
                aria-label={texts.dialog.close}
                onClick={() => dispatch(dismissToast(t.id))}
              />
            </div>
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
