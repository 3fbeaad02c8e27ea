import { create } from 'zustand';
import { ADMIN_LANGUAGE_KEY, DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { isLanguage } from '@shared/language';

export const DASHBOARD_TABS = ['packages', 'stories', 'blogs', 'categories', 'leads', 'bookings', 'payments', 'analytics', 'whatsapp', 'calculator', 'platform-info', 'security'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** What an editor dialog edits: a kind of record and which one (null: a new one). */
export type EditorKind = 'package' | 'story' | 'blog' | 'category' | 'service' | 'socialLink' | 'legal' | 'hero' | 'about' | 'consultationType';
interface EditorTarget {
  kind: EditorKind;
  /** The record's id, or its key for records known by name (a social platform, a legal type); null when adding. */
  key: number | string | null;
}

/** A question put before a destructive action. */
export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}

interface AdminUiState {
  language: Language;
  activeTab: DashboardTab;
  editor: EditorTarget | null;
  confirmation: Confirmation | null;
  setLanguage(language: Language): void;
  setActiveTab(tab: DashboardTab): void;
  openEditor(kind: EditorKind, key?: number | string | null): void;
  closeEditor(): void;
  askToConfirm(confirmation: Confirmation): void;
  closeConfirmation(): void;
}

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The admin's interface state: language (kept in local storage), active tab, open editor and pending confirmation. */
export const useAdminUi = create<AdminUiState>()((set) => ({
  language: storedLanguage(),
  activeTab: 'packages',
  editor: null,
  confirmation: null,
  setLanguage(language) {
    try {
      window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
    } catch {
      // Storage is unavailable: the choice lasts for this visit.
    }
    set({ language });
  },
  setActiveTab: (activeTab) => set({ activeTab }),
  openEditor: (kind, key = null) => set({ editor: { kind, key } }),
  closeEditor: () => set({ editor: null }),
  askToConfirm: (confirmation) => set({ confirmation }),
  closeConfirmation: () => set({ confirmation: null }),
}));

/** The open editor's key when it edits `kind`, else undefined (the dialog of `kind` is closed). */
export const useEditorFor = (kind: EditorKind) =>
  useAdminUi((state) => (state.editor?.kind === kind ? state.editor : undefined));
