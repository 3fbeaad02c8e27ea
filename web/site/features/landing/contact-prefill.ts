import { create } from 'zustand';

interface ContactPrefillState {
  packageId: string | null;
  /** Bumped on every choice, so choosing the same package again still reaches the form. */
  version: number;
  choosePackage(packageId: string): void;
}

/** The package a visitor picked with Get Started, broadcast to the contact form. */
export const useContactPrefill = create<ContactPrefillState>((set) => ({
  packageId: null,
  version: 0,
  choosePackage: (packageId) => set((state) => ({ packageId, version: state.version + 1 })),
}));
