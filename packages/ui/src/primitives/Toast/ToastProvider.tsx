import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastData } from './Toast';
import { Toaster } from './Toaster';

/** What `useToast` gives: show a toast (returns its id) and dismiss one. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: Omit<ToastData, 'id'> & { id?: string }) => string;
  /** Closes a toast early. */
  dismiss: (toast: { id: string }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The app, or the part of it that shows toasts. */
  children: ReactNode;
  /** Milliseconds a toast stays unless it sets its own. */
  duration?: number;
  /** The close buttons' name; translate it for the Urdu site. */
  closeLabel?: string;
}

/** Keeps the list of toasts and renders the `Toaster` after its children. */
export function ToastProvider({ children, duration, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback(({ id }: { id: string }) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback<ToastApi['show']>((toast) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${String(counter.current)}`;
    setToasts((current) => [...current.filter((item) => item.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster
        toasts={toasts}
        onDismiss={dismiss}
        {...(duration === undefined ? {} : { duration })}
        {...(closeLabel === undefined ? {} : { closeLabel })}
      />
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts; call it inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be called inside a ToastProvider.');
  return api;
}
