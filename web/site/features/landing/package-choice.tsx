import type { MouseEvent } from 'react';
import { paths } from '@shared/routes';
import { useSiteText } from '../../components/site-text';
import { defineIsland } from '../../islands/island-root';
import { CHOOSE_PACKAGE_EVENT, CHOSEN_PACKAGE_PARAM, PACKAGE_FIELD_ID } from './package-choice-event';

/**
 * A package's Get Started: a link to the contact form with the package chosen (`/?package=…#contact`, which the
 * server renders so); with scripts it chooses the package in the form already on the page, and scrolls there.
 */
function GetStarted({ packageId, name, popular }: { packageId: string; name: string; popular: boolean }) {
  const { t } = useSiteText();
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(PACKAGE_FIELD_ID);
    if (!(field instanceof HTMLSelectElement)) return;
    event.preventDefault();
    field.value = packageId;
    window.dispatchEvent(new CustomEvent(CHOOSE_PACKAGE_EVENT, { detail: packageId }));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById('contact')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <a
      href={`${paths.home()}?${CHOSEN_PACKAGE_PARAM}=${encodeURIComponent(packageId)}#contact`}
      className={`button button--block ${popular ? 'button--accent' : 'button--primary'}`}
      aria-label={t('packages.getStartedWith', { name })}
      onClick={choose}
    >
      {t('packages.getStarted')}
    </a>
  );
}

export const getStartedIsland = defineIsland('getStarted', GetStarted, ['packages.getStarted', 'packages.getStartedWith']);
