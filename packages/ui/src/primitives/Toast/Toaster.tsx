import { useMessages } from '../../i18n/I18nContext';
import { Toast, TOAST_DURATION_MS, type ToastData } from './Toast';
import * as styles from './Toast.css';

export interface ToasterProps {
  /** The toasts to show, oldest first (a controlled list; `ToastProvider` keeps one for you). */
  toasts: readonly ToastData[];
  /** Called when a toast closes, by its timer or its close button: remove it from the list. */
  onDismiss: (toast: { id: string }) => void;
  /** Milliseconds a toast stays unless it sets its own. */
  duration?: number;
  /** The close buttons' name; translate it for the Urdu site. */
  closeLabel?: string;
}

/**
 * Where toasts appear. Two live regions are always in the page, so what is added to them is announced:
 * `status` (polite) for success and information, `alert` (at once) for critical toasts.
 */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS, closeLabel }: ToasterProps) {
  const t = useMessages();
  const render = (toast: ToastData) => (
    <Toast
      key={toast.id}
      {...toast}
      defaultDuration={duration}
      onDismiss={onDismiss}
      closeLabel={closeLabel ?? t('Toast.close')}
    />
  );
  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts.filter((toast) => toast.tone !== 'critical').map(render)}
      </div>
      <div role="alert" className={styles.region}>
        {toasts.filter((toast) => toast.tone === 'critical').map(render)}
      </div>
    </div>
  );
}
