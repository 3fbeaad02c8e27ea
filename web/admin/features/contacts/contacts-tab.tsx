import { Badge, Button, Link, makeStyles, mergeClasses, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Call16Regular,
  Box16Regular,
  Mail16Regular,
  MailInbox24Regular,
  MailRead20Regular,
  MailUnread20Regular,
} from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { packageInterestName, searchSubmissions } from '../../../../shared/admin-search';
import type { ContactSubmission } from '../../../../shared/schemas/contact-submission';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { PaginationBar } from '../../components/pagination-bar';
import { IconAction, RowActions } from '../../components/row-actions';
import { usePagedSearch } from '../../hooks/use-paged-search';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useDeleteSubmission, useExportSubmissions, useMarkRead, useUnreadCount } from './api';

const useStyles = makeStyles({
  filters: { marginBottom: tokens.spacingVerticalM },
  dot: {
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    flexShrink: 0,
    marginBlockStart: tokens.spacingVerticalS,
  },
  read: { backgroundColor: 'transparent', border: `1px solid ${tokens.colorNeutralStroke1}` },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  message: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    marginBlockStart: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
  },
  unreadTitle: { fontWeight: tokens.fontWeightBold },
});

type InboxFilter = 'all' | 'unread';

/** The leads inbox: newest first, read state, search, mark read/unread, delete, CSV export. */
export function ContactsTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const submissions = useResource('contactSubmissions').data;
  const packages = useResource('packages').data ?? [];
  const [filter, setFilter] = useState<InboxFilter>('all');
  const unread = useUnreadCount();
  const search = useCallback(
    (items: readonly ContactSubmission[], query: string) => searchSubmissions(filter === 'unread' ? items.filter((item) => !item.isRead) : items, query),
    [filter],
  );
  const list = usePagedSearch(submissions, search);
  const markRead = useMarkRead();
  const remove = useDeleteSubmission();
  const exportCsv = useExportSubmissions();
  const confirmDelete = useConfirmDelete();
  const submittedAt = (iso: string) =>
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <>
      <ListToolbar query={list.query} onQueryChange={list.setQuery} searchPlaceholder={t('contacts.search')}>
        <Button icon={<ArrowDownload20Regular />} disabled={exportCsv.isPending || !submissions?.length} onClick={() => exportCsv.mutate()}>
          {t('contacts.export')}
        </Button>
      </ListToolbar>
      <TabList
        className={styles.filters}
        size="small"
        selectedValue={filter}
        onTabSelect={(_, data) => {
          setFilter(data.value as InboxFilter);
          list.setPage(1);
        }}
      >
        <Tab value="all">{t('contacts.filterAll', { amount: submissions?.length ?? 0 })}</Tab>
        <Tab value="unread">{t('contacts.filterUnread', { amount: unread })}</Tab>
      </TabList>
      {list.total === 0 ? (
        <EmptyState
          icon={<MailInbox24Regular />}
          title={list.query.trim() ? t('common.noMatches') : filter === 'unread' ? t('contacts.allRead') : t('contacts.empty')}
        />
      ) : (
        <ContentList label={t('tabs.contacts')}>
          {list.items.map((lead) => {
            const interest = packageInterestName(lead.packageInterest, packages, language) ?? t('common.other');
            return (
              <ContentRow
                key={lead.id}
                testId={`lead-${lead.id}`}
                highlighted={!lead.isRead}
                media={<span className={mergeClasses(styles.dot, lead.isRead && styles.read)} aria-hidden />}
                title={<span className={lead.isRead ? undefined : styles.unreadTitle}>{lead.name}</span>}
                badges={
                  lead.isRead ? null : (
                    <Badge appearance="filled" color="brand" size="small">
                      {t('contacts.new')}
                    </Badge>
                  )
                }
                meta={<span>{submittedAt(lead.submittedAt)}</span>}
                actions={
                  <RowActions name={lead.name} onDelete={() => confirmDelete(lead.name, () => remove.mutateAsync(lead.id))}>
                    <IconAction
                      label={lead.isRead ? t('contacts.markUnread', { name: lead.name }) : t('contacts.markRead', { name: lead.name })}
                      icon={lead.isRead ? <MailUnread20Regular /> : <MailRead20Regular />}
                      onClick={() => markRead.mutate({ id: lead.id, isRead: !lead.isRead })}
                    />
                  </RowActions>
                }
              >
                <Text size={200} className={styles.facts}>
                  <span className={styles.fact}>
                    <Mail16Regular aria-hidden />
                    <Link href={`mailto:${lead.email}`} dir="ltr">
                      {lead.email}
                    </Link>
                  </span>
                  {lead.phone ? (
                    <span className={styles.fact}>
                      <Call16Regular aria-hidden />
                      <Link href={`tel:${lead.phone.replace(/\s+/g, '')}`} dir="ltr">
                        {lead.phone}
                      </Link>
                    </span>
                  ) : null}
                  <span className={styles.fact}>
                    <Box16Regular aria-hidden />
                    {t('contacts.interest', { name: interest })}
                  </span>
                </Text>
                <Text as="p" className={styles.message} dir="auto">
                  {lead.message}
                </Text>
              </ContentRow>
            );
          })}
        </ContentList>
      )}
      <PaginationBar page={list} onPageChange={list.setPage} />
    </>
  );
}
