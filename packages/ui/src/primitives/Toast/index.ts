export { Toast, TOAST_DURATION_MS, toastTones } from './Toast';
export type { ToastData, ToastProps, ToastTone } from './Toast';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps } from './ToastProvider';
