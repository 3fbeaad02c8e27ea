import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The practice's greens, from deep forest to pale mint (Fluent's 16-step brand ramp). */
const DIETBAR_GREENS: BrandVariants = {
  10: '#07140b',
  20: '#0d2214',
  30: '#122f1b',
  40: '#173c22',
  50: '#1c4a2a',
  60: '#215832',
  70: '#27673b',
  80: '#2e7644',
  90: '#3d8553',
  100: '#4f9463',
  110: '#63a275',
  120: '#79b088',
  130: '#90be9c',
  140: '#a9cdb2',
  150: '#c3dcc9',
  160: '#deece1',
};

// Latin and Arabic faces in one stack: the browser picks per character, so mixed text reads well.
const FONT_STACK = "'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, system-ui, -apple-system, sans-serif";

/** The admin's Fluent theme: the brand ramp, warmer neutrals for the page, the bilingual font stack. */
export const adminTheme: Theme = {
  ...createLightTheme(DIETBAR_GREENS),
  fontFamilyBase: FONT_STACK,
  colorNeutralBackground2: '#f6f8f4',
  colorNeutralBackground3: '#eef2ea',
};
