import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SCROLL_DELAY_MS } from '@shared/constants';
import { ROUTES, SECTION_IDS, paths, type SectionId } from '@shared/routes';

const isSectionId = (value: string): value is SectionId => (SECTION_IDS as readonly string[]).includes(value);

/** Smoothly scrolls a landing section into view (instantly for visitors who ask for reduced motion). */
function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Goes to a landing section: scrolls when already on the landing page, otherwise opens `/#section`, where the
 * landing page scrolls after SCROLL_DELAY_MS.
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (section: SectionId) => {
      if (pathname === ROUTES.home && scrollToSection(section)) return;
      void navigate(paths.section(section));
    },
    [navigate, pathname],
  );
}

/** Scrolls to the section named in the URL hash SCROLL_DELAY_MS after the landing page opens or its data arrives. */
export function scheduleHashScroll(hash: string): (() => void) | undefined {
  const section = decodeURIComponent(hash.replace(/^#/, ''));
  if (!isSectionId(section)) return undefined;
  const timer = window.setTimeout(() => scrollToSection(section), SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}
