import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Page } from '@shared/search';
import { useAdminTranslation } from '../i18n';
import { ChevronBackIcon, ChevronForwardIcon } from './directional-icons';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
  },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 'Showing X to Y of Z', the page counter and Previous/Next. */
export function PaginationBar({ page, onPageChange }: { page: Page<unknown>; onPageChange(page: number): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  if (page.total === 0) return null;
  return (
    <nav className={styles.bar} aria-label={t('common.pagination')}>
      <Text size={200} className={styles.muted} data-testid="range-label">
        {t('common.showing', { start: page.start, end: page.end, total: page.total })}
      </Text>
      <div className={styles.buttons}>
        <Button
          size="small"
          icon={<ChevronBackIcon />}
          disabled={page.page <= 1}
          onClick={() => onPageChange(page.page - 1)}
        >
          {t('common.previous')}
        </Button>
        <Text size={200} className={styles.muted}>
          {t('common.pageOf', { page: page.page, pages: page.pageCount })}
        </Text>
        <Button
          size="small"
          icon={<ChevronForwardIcon />}
          iconPosition="after"
          disabled={page.page >= page.pageCount}
          onClick={() => onPageChange(page.page + 1)}
        >
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
