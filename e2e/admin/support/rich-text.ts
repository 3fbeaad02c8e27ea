import type { Locator } from '@playwright/test';
import type { Language } from '@shared/constants';
import { field } from './dashboard';
import { adminText } from './texts';

type DirectionKey = 'richText.directionAuto' | 'richText.directionRtl' | 'richText.directionLtr';

/** The rich editor of the field labelled `label`: its editing area and its toolbar's controls, named in `language`. */
export function richEditor(scope: Locator, label: string, language: Language = 'en') {
  const toolbar = scope.getByRole('toolbar', { name: adminText('richText.toolbar', { label }, language) });
  return {
    area: field(scope, label),
    toolbar,
    button: (key: string) => toolbar.getByRole('button', { name: adminText(key, {}, language), exact: true }),
    direction: (key: DirectionKey) => toolbar.getByRole('radio', { name: adminText(key, {}, language), exact: true }),
  };
}
