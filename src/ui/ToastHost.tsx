import * as React from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { Toast } from './toast';

interface ToastHostProps {
  queue: (Toast & { key: number })[];
  onConsumed: (key: number) => void;
  defaultDuration: number;
}

function Bridge({ queue, onConsumed }: Omit<ToastHostProps, 'defaultDuration'>) {
  const { enqueueSnackbar } = useSnackbar();
  React.useEffect(() => {
    for (const toast of queue) {
      enqueueSnackbar(toast.message, {
        variant: toast.variant ?? 'default',
        autoHideDuration: toast.autoHideDuration,
      });
      onConsumed(toast.key);
    }
  }, [queue, enqueueSnackbar, onConsumed]);
  return null;
}

/** notistack's provider, loaded lazily by ToastProvider. */
export default function ToastHost({ queue, onConsumed, defaultDuration }: ToastHostProps) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={defaultDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Bridge queue={queue} onConsumed={onConsumed} />
    </SnackbarProvider>
  );
}
