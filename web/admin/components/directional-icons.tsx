import { ArrowLeft16Regular, ArrowNext20Regular, ArrowPrevious20Regular, ArrowRight16Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useAdminUi } from '../stores/ui-store';

// Icons that show a direction along the line of text point the other way in right-to-left.
const useRightToLeft = () => useAdminUi((state) => state.language === 'ar');

/** Towards the start of the line: ‹ in English, › in Arabic. */
export function ChevronBackIcon() {
  return useRightToLeft() ? <ChevronRight20Regular /> : <ChevronLeft20Regular />;
}

/** Towards the end of the line. */
export function ChevronForwardIcon() {
  return useRightToLeft() ? <ChevronLeft20Regular /> : <ChevronRight20Regular />;
}

/** Move to an earlier place in a row of items. */
export function MoveEarlierIcon() {
  return useRightToLeft() ? <ArrowNext20Regular /> : <ArrowPrevious20Regular />;
}

/** Move to a later place in a row of items. */
export function MoveLaterIcon() {
  return useRightToLeft() ? <ArrowPrevious20Regular /> : <ArrowNext20Regular />;
}

/** From one thing to the next along the line: → in English, ← in Arabic. */
export function ArrowForwardIcon() {
  return useRightToLeft() ? <ArrowLeft16Regular /> : <ArrowRight16Regular />;
}
