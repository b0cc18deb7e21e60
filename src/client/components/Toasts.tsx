import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { dismissToast, type Toast } from '../lib/toasts';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { messageTexts as texts } from '../../shared/texts/de/messages';

const visibleMs = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), visibleMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  const light = toast.variant === 'warning' || toast.variant === 'info';
  return (
    // Each message keeps its colours in both schemes; its own scheme gives the close button the
    // colour that shows on them.
    <div
      className={`toast show border-0 bg-${toast.variant} ${light ? 'text-dark' : 'text-white'}`}
      data-bs-theme={light ? 'light' : 'dark'}
    >
      <div className="toast-body d-flex justify-content-between align-items-start gap-2">
        <span>{toast.message}</span>
        <button
          type="button"
          className="btn-close"
          aria-label={texts.dialog.close}
          onClick={() => dispatch(dismissToast(toast.id))}
        />
      </div>
    </div>
  );
}

/**
 * Success, warning and error messages. Bootstrap's toast markup without react-bootstrap's Toast,
 * which makes every toast an assertive alert: the two live regions here always exist (so screen
 * readers notice what is added), errors are announced at once, everything else politely.
 * They stand at the bottom corner of the window, away from the page header with its toolbar and
 * the menu, so a message never hides a control the user is about to use.
 */
export function Toasts() {
  const toasts = useAppSelector((s) => s.toasts);
  const errors = toasts.filter((t) => t.variant === 'danger');
  const others = toasts.filter((t) => t.variant !== 'danger');
  return (
    <div
      className="toast-container position-fixed bottom-0 end-0 p-3 app-toasts"
      role="region"
      aria-label={texts.toasts.label}
    >
      <div role="alert" aria-live="assertive" className="d-grid gap-2">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="d-grid gap-2">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </div>
  );
}
