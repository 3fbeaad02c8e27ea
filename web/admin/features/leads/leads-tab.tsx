import { Badge, Button, Link, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Box16Regular,
  Call16Regular,
  Mail16Regular,
  MailInbox24Regular,
  MailRead20Regular,
  MailUnread20Regular,
  Open20Regular,
} from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { packageInterestName } from '@shared/admin-search';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { formatMoment } from '@shared/format';
import type { Lead } from '@shared/schemas/lead';
import type { Page } from '@shared/search';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { PaginationBar } from '../../components/pagination-bar';
import { IconAction, RowActions } from '../../components/row-actions';
import { useDebouncedValue } from './use-debounced-value';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useDeleteLead, useExportLeads, useLeadPage, useUpdateLead, type LeadPage } from './api';
import { LeadDialog } from './lead-dialog';
import { LeadFiltersBar } from './lead-filters-bar';
import { datesInOrder } from '../../lib/date-range';
import { NO_LEAD_FILTERS, type LeadFilters } from './lead-query';
import { LeadStatistics } from './lead-statistics';
import { LeadStatusMenu } from './lead-status';
import { callLink } from './reply-links';
import { useLeadLink } from './use-lead-link';

/** How long the search box waits for typing to pause before asking the server. */
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  dot: {
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    flexShrink: 0,
    marginBlockStart: tokens.spacingVerticalS,
  },
  read: { backgroundColor: 'transparent', border: `1px solid ${tokens.colorNeutralStroke1}` },
  name: { fontSize: 'inherit', fontWeight: 'inherit', textAlign: 'start' },
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
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 4,
    overflow: 'hidden',
  },
  unreadTitle: { fontWeight: tokens.fontWeightBold },
  loading: { padding: tokens.spacingVerticalXXL },
  list: { transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  // A new page or search on its way: the one shown is still the last answer.
  stale: { opacity: 0.6 },
  statistics: { marginBlockStart: tokens.spacingVerticalXXL },
});

/** The pagination bar's numbers for a page of the server's answer. */
function pageOf(page: number, answer: LeadPage): Page<Lead> {
  const pageCount = Math.max(1, Math.ceil(answer.total / ADMIN_PAGE_SIZE));
  const start = answer.leads.length === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  return { items: answer.leads, page, pageCount, start, end: start === 0 ? 0 : start + answer.leads.length - 1, total: answer.total };
}

/**
 * The leads inbox: newest first, five a page, searched and filtered by the server (views by read state and status,
 * package, dates); the status changed in one click; read state, delete, CSV export of what the filters match; each
 * lead's own view (`?lead=ID`); and the statistics below.
 */
export function LeadsTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<LeadFilters>(NO_LEAD_FILTERS);
  const filters = useMemo(() => ({ ...chosen, q: query.trim() }), [chosen, query]);
  // The page belongs to the filters it was chosen under: other filters start again at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  if (paging.key !== filtersKey) setPaging({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filtersKey, page: next });
  const valid = datesInOrder(filters);
  const answer = useLeadPage(filters, page, valid);
  const exportCsv = useExportLeads();
  const { leadId, openLead, closeLead } = useLeadLink();

  const shown = answer.data ? pageOf(page, answer.data) : undefined;
  // After a delete or a status change the last page may be gone: show the one that is now last.
  useEffect(() => {
    if (shown && !answer.isPlaceholderData && shown.total > 0 && shown.items.length === 0 && page > 1) setPage(shown.pageCount);
  });

  const searching = filters.q !== '' || chosen.package !== '' || chosen.from !== '' || chosen.to !== '';
  return (
    <>
      <ListToolbar query={typed} onQueryChange={setTyped} searchPlaceholder={t('leads.search')}>
        <Button icon={<ArrowDownload20Regular />} disabled={exportCsv.isPending || !valid || !shown?.total} onClick={() => exportCsv.mutate(filters)}>
          {t('leads.export')}
        </Button>
      </ListToolbar>
      <LeadFiltersBar filters={chosen} onChange={setChosen} />
      {answer.isError ? (
        <LoadFailed message={t('leads.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !shown ? (
        valid ? <Spinner className={styles.loading} label={t('leads.loading')} /> : null
      ) : shown.total === 0 ? (
        <EmptyState
          icon={<MailInbox24Regular />}
          title={searching ? t('common.noMatches') : chosen.view === 'unread' ? t('leads.allRead') : chosen.view === 'all' ? t('leads.empty') : t('leads.noneInView')}
        />
      ) : (
        <div className={mergeClasses(styles.list, answer.isPlaceholderData && styles.stale)} aria-busy={answer.isFetching}>
          <ContentList label={t('tabs.leads')}>
            {shown.items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} onOpen={() => openLead(lead.id)} />
            ))}
          </ContentList>
        </div>
      )}
      {shown ? <PaginationBar page={shown} onPageChange={setPage} /> : null}
      <section className={styles.statistics} aria-labelledby="lead-statistics-heading">
        <LeadStatistics headingId="lead-statistics-heading" />
      </section>
      {leadId !== undefined ? <LeadDialog key={leadId} id={leadId} onClose={closeLead} /> : null}
    </>
  );
}

/** One lead of the inbox: read state, name (opening its view), status menu, contact facts, the start of the message. */
function LeadRow({ lead, onOpen }: { lead: Lead; onOpen(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const packages = useResource('packages').data ?? [];
  const update = useUpdateLead();
  const remove = useDeleteLead();
  const confirmDelete = useConfirmDelete();
  const interest = packageInterestName(lead.packageInterest, packages, language) ?? t('common.other');
  const call = callLink(lead.phone);

  return (
    <ContentRow
      testId={`lead-${lead.id}`}
      highlighted={!lead.isRead}
      media={<span className={mergeClasses(styles.dot, lead.isRead && styles.read)} aria-hidden />}
      title={
        <Link as="button" className={mergeClasses(styles.name, !lead.isRead && styles.unreadTitle)} onClick={onOpen}>
          {lead.name}
        </Link>
      }
      badges={
        <>
          {lead.isRead ? null : (
            <Badge appearance="filled" color="brand" size="small">
              {t('leads.unread')}
            </Badge>
          )}
          <LeadStatusMenu name={lead.name} status={lead.status} onChange={(status) => update(lead.id, { status })} />
        </>
      }
      meta={<span>{formatMoment(lead.submittedAt, language)}</span>}
      actions={
        <RowActions name={lead.name} onDelete={() => confirmDelete(lead.name, () => remove.mutateAsync(lead.id))}>
          <IconAction label={t('leads.open', { name: lead.name })} icon={<Open20Regular />} onClick={onOpen} />
          <IconAction
            label={lead.isRead ? t('leads.markUnread', { name: lead.name }) : t('leads.markRead', { name: lead.name })}
            icon={lead.isRead ? <MailUnread20Regular /> : <MailRead20Regular />}
            onClick={() => update(lead.id, { isRead: !lead.isRead })}
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
            {call ? (
              <Link href={call} dir="ltr">
                {lead.phone}
              </Link>
            ) : (
              <span dir="ltr">{lead.phone}</span>
            )}
          </span>
        ) : null}
        <span className={styles.fact}>
          <Box16Regular aria-hidden />
          {t('leads.interest', { name: interest })}
        </span>
      </Text>
      <Text as="p" className={styles.message} dir="auto">
        {lead.message}
      </Text>
    </ContentRow>
  );
}
