import { makeStyles, mergeClasses, Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { LEAD_STATUSES, type LeadStatus } from '@shared/schemas/lead';
import { useAdminTranslation } from '../../i18n';

/** Each status's colour, in the pills, the menus and the charts: blue waits, amber is under way, green won, grey ended. */
export const STATUS_COLORS: Record<LeadStatus, { text: string; background: string; mark: string }> = {
  new: { text: tokens.colorPaletteBlueForeground2, background: tokens.colorPaletteBlueBackground2, mark: tokens.colorPaletteBlueBorderActive },
  contacted: { text: tokens.colorPaletteMarigoldForeground2, background: tokens.colorPaletteMarigoldBackground2, mark: tokens.colorPaletteMarigoldBorderActive },
  client: { text: tokens.colorPaletteGreenForeground2, background: tokens.colorPaletteGreenBackground2, mark: tokens.colorPaletteGreenBorderActive },
  closed: { text: tokens.colorNeutralForeground3, background: tokens.colorNeutralBackground3, mark: tokens.colorNeutralStrokeAccessible },
};

const useStyles = makeStyles({
  pill: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  dot: { width: '8px', height: '8px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  menuButton: { minWidth: 'auto', borderRadius: tokens.borderRadiusCircular },
});

/** A status's coloured mark. */
export function StatusDot({ status }: { status: LeadStatus }) {
  return <span className={useStyles().dot} style={{ backgroundColor: STATUS_COLORS[status].mark }} aria-hidden />;
}

/** A status's name with its colour. */
export function StatusLabel({ status, className }: { status: LeadStatus; className?: string }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <span className={mergeClasses(styles.pill, className)}>
      <StatusDot status={status} />
      {t(`leads.statuses.${status}`)}
    </span>
  );
}

/** A lead's status as a button that opens the four statuses: choosing one moves the lead there. */
export function LeadStatusMenu({ name, status, onChange }: { name: string; status: LeadStatus; onChange(status: LeadStatus): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const { text, background } = STATUS_COLORS[status];
  return (
    <Menu
      checkedValues={{ status: [status] }}
      onCheckedValueChange={(_, data) => {
        const chosen = data.checkedItems[0] as LeadStatus | undefined;
        if (chosen && chosen !== status) onChange(chosen);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          size="small"
          shape="circular"
          className={styles.menuButton}
          style={{ color: text, backgroundColor: background }}
          aria-label={t('leads.statusOf', { name, status: t(`leads.statuses.${status}`) })}
        >
          <StatusLabel status={status} />
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LEAD_STATUSES.map((option) => (
            <MenuItemRadio key={option} name="status" value={option}>
              <StatusLabel status={option} />
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
