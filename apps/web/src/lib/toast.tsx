import { type ToastContainerProps, type ToastOptions, toast } from 'react-toastify/unstyled';

/** Spec §4 / §9: toasts show top-centre for 7 seconds with a progress bar. */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-center',
  autoClose: 7000,
  hideProgressBar: false,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
};

type Kind = 'success' | 'info' | 'warning' | 'error';

const defaultTitles: Record<Kind, string> = {
  success: 'Success',
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <strong className="d-block">{title}</strong>
      <span>{message}</span>
    </div>
  );
}

function show(kind: Kind, message: string, title?: string, options?: ToastOptions): void {
  toast[kind](<ToastMessage title={title ?? defaultTitles[kind]} message={message} />, options);
}

/** Shows a toast with a bold title (the kind's name unless given) above the message. */
export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  info: (message: string, title?: string) => show('info', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  error: (message: string, title?: string) => show('error', message, title),
};
