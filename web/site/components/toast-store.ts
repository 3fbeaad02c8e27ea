import { create } from 'zustand';
import { TOAST_LIMIT } from '@shared/constants';

export interface ToastNotice {
  id: number;
  title?: string;
  description?: string;
  variant: 'default' | 'destructive';
}

interface ToastState {
  toasts: ToastNotice[];
  show(notice: Omit<ToastNotice, 'id' | 'variant'> & { variant?: ToastNotice['variant'] }): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** The site's notices; a new one replaces the oldest beyond TOAST_LIMIT (one at a time). */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (notice) =>
    set((state) => {
      const toast: ToastNotice = { ...notice, variant: notice.variant ?? 'default', id: nextId++ };
      return { toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    }),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a notice from anywhere (event handlers, mutation callbacks). */
export const showToast: ToastState['show'] = (notice) => useToastStore.getState().show(notice);
