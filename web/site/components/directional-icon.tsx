import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './directional-icon.module.css';

const ICONS = { forward: ArrowRight, back: ArrowLeft, next: ChevronRight, previous: ChevronLeft };

/** An arrow that points along the reading direction: the CSS mirrors it in right-to-left pages. */
export function DirectionalIcon({ kind, size = 18 }: { kind: keyof typeof ICONS; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" size={size} className={styles['icon-directional']} />;
}
