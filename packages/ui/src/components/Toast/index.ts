export { Toast, ToastAction, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './Toast';
export { ToastProvider, Toaster, useToast } from './ToastProvider';
export { toastTones, toastTypes } from './constants';
export type {
  ToastActionProps,
  ToastCloseProps,
  ToastDescriptionProps,
  ToastProps,
  ToastTitleProps,
  ToastTone,
  ToastType,
  ToastViewportProps,
} from './Toast';
export type { ToastActionOptions, ToastApi, ToastOptions, ToastProviderProps, ToasterProps } from './ToastProvider';
