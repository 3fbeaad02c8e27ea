import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CalendarLtr24Regular, Crown24Regular, Person24Regular, Star24Regular, Trophy24Regular } from '@fluentui/react-icons';
import type { PackageIcon as PackageIconName } from '@shared/constants';

const ICONS = {
  user: Person24Regular,
  star: Star24Regular,
  crown: Crown24Regular,
  calendar: CalendarLtr24Regular,
  trophy: Trophy24Regular,
} as const;

const useStyles = makeStyles({
  tile: { display: 'grid', placeItems: 'center', width: '48px', height: '48px', borderRadius: tokens.borderRadiusLarge, fontSize: '24px' },
  user: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2 },
  star: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorPaletteMarigoldForeground2 },
  crown: { backgroundColor: tokens.colorPaletteGrapeBackground2, color: tokens.colorPaletteGrapeForeground2 },
  calendar: { backgroundColor: tokens.colorPaletteTealBackground2, color: tokens.colorPaletteTealForeground2 },
  trophy: { backgroundColor: tokens.colorPalettePeachBackground2, color: tokens.colorPalettePeachForeground2 },
});

/** A package's icon on a tile coloured by its type. */
export function PackageIcon({ icon }: { icon: string }) {
  const styles = useStyles();
  const name = (icon in ICONS ? icon : 'star') as PackageIconName;
  const Icon = ICONS[name];
  return (
    <span className={mergeClasses(styles.tile, styles[name])} aria-hidden data-icon={name}>
      <Icon />
    </span>
  );
}
