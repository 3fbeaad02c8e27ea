import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LeafTwoFilled } from '@fluentui/react-icons';

const useStyles = makeStyles({
  mark: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground}, ${tokens.colorBrandBackgroundPressed})`,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '24px',
    flexShrink: 0,
    boxShadow: tokens.shadow4,
  },
  large: { width: '56px', height: '56px', fontSize: '32px' },
});

/** The practice's leaf mark. */
export function BrandMark({ large = false }: { large?: boolean }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.mark, large && styles.large)} aria-hidden>
      <LeafTwoFilled />
    </span>
  );
}
