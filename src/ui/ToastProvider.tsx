import * as React from 'react';

import { TOAST_COPY_MS, TOAST_DEFAULT_MS, type Toast } from './toast';

export { TOAST_COPY_MS, TOAST_DEFAULT_MS, type Toast };

const ToastContext = React.createContext<(toast: Toast) => void>(() => {});

// notistack is only needed once something is announced: it loads with the first toast.
const ToastHost = React.lazy(() => import('./ToastHost'));

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [queue, setQueue] = React.useState<(Toast & { key: number })[]>([]);
  const nextKey = React.useRef(0);
  // Mounted with the first toast and kept: notistack still shows toasts after they leave the queue.
  const [hostMounted, setHostMounted] = React.useState(false);
  const enqueue = React.useCallback((toast: Toast) => {
    setHostMounted(true);
    nextKey.current += 1;
    const key = nextKey.current;
    setQueue((q) => [...q, { ...toast, key }]);
  }, []);
  const consumed = React.useCallback((key: number) => setQueue((q) => q.filter((t) => t.key !== key)), []);

  return (
    <ToastContext.Provider value={enqueue}>
      {children}
      {/* The notification area: present once a toast was requested. */}
      {hostMounted && (
        <React.Suspense fallback={null}>
          <ToastHost queue={queue} onConsumed={consumed} defaultDuration={TOAST_DEFAULT_MS} />
        </React.Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => React.useContext(ToastContext);
