import { CounterBadge, makeStyles, mergeClasses, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import {
  Box20Regular,
  Calculator20Regular,
  CalendarLtr20Regular,
  Chat20Regular,
  DataTrending20Regular,
  Info20Regular,
  Mail20Regular,
  Money20Regular,
  News20Regular,
  Shield20Regular,
  Tag20Regular,
  Trophy20Regular,
} from '@fluentui/react-icons';
import { useQueries } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AdminUser } from '@shared/schemas/auth';
import { paths } from '@shared/routes';
import { DASHBOARD_RESOURCES, resourceQuery } from '../api/resources';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadFailed } from '../components/load-failed';
import { LoadingScreen } from '../components/loading-screen';
import { useSession } from '../features/auth/api';
import { AnalyticsTab } from '../features/analytics/analytics-tab';
import { BlogsTab } from '../features/blog/blogs-tab';
import { BookingsTab } from '../features/booking/bookings-tab';
import { useBookingLink } from '../features/booking/use-booking-link';
import { useLiveBookings } from '../features/booking/use-live-bookings';
import { CalculatorTab } from '../features/calculator/calculator-tab';
import { CategoriesTab } from '../features/categories/categories-tab';
import { leadCountQueries, useUnreadCount } from '../features/leads/api';
import { LeadsTab } from '../features/leads/leads-tab';
import { useLeadLink } from '../features/leads/use-lead-link';
import { useLiveLeads } from '../features/leads/use-live-leads';
import { PackagesTab } from '../features/packages/packages-tab';
import { PaymentsTab } from '../features/payments/payments-tab';
import { usePaymentLink } from '../features/payments/use-payment-link';
import { PracticeInfoTab } from '../features/practice-info/practice-info-tab';
import { SecurityTab } from '../features/security/security-tab';
import { StoriesTab } from '../features/stories/stories-tab';
import { WhatsappTab } from '../features/whatsapp/whatsapp-tab';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useAdminTranslation } from '../i18n';
import { adminPlatform } from '../platform';
import { DASHBOARD_TABS, useAdminUi, type DashboardTab } from '../stores/ui-store';
import { DashboardHeader } from './dashboard-header';
import { StatCards } from './stat-cards';

interface TabDefinition {
  icon: ReactElement;
  label: string;
  description: string;
  panel: ComponentType<{ user: AdminUser }>;
  /** Made of cards of its own: sits on the page background, without the panel's heading. */
  bare?: boolean;
}

const TABS: Record<DashboardTab, TabDefinition> = {
  packages: { icon: <Box20Regular />, label: 'tabs.packages', description: 'tabDescriptions.packages', panel: PackagesTab },
  stories: { icon: <Trophy20Regular />, label: 'tabs.stories', description: 'tabDescriptions.stories', panel: StoriesTab },
  blogs: { icon: <News20Regular />, label: 'tabs.blogs', description: 'tabDescriptions.blogs', panel: BlogsTab },
  categories: { icon: <Tag20Regular />, label: 'tabs.categories', description: 'tabDescriptions.categories', panel: CategoriesTab },
  leads: { icon: <Mail20Regular />, label: 'tabs.leads', description: 'tabDescriptions.leads', panel: LeadsTab },
  bookings: { icon: <CalendarLtr20Regular />, label: 'tabs.bookings', description: 'tabDescriptions.bookings', panel: BookingsTab },
  payments: { icon: <Money20Regular />, label: 'tabs.payments', description: 'tabDescriptions.payments', panel: PaymentsTab },
  whatsapp: { icon: <Chat20Regular />, label: 'tabs.whatsapp', description: 'tabDescriptions.whatsapp', panel: WhatsappTab },
  analytics: { icon: <DataTrending20Regular />, label: 'tabs.analytics', description: 'tabDescriptions.analytics', panel: AnalyticsTab },
  calculator: { icon: <Calculator20Regular />, label: 'tabs.calculator', description: 'tabDescriptions.calculator', panel: CalculatorTab, bare: true },
  'platform-info': { icon: <Info20Regular />, label: 'tabs.platformInfo', description: 'tabDescriptions.platformInfo', panel: PracticeInfoTab, bare: true },
  security: { icon: <Shield20Regular />, label: 'tabs.security', description: 'tabDescriptions.security', panel: SecurityTab, bare: true },
};

const useStyles = makeStyles({
  main: {
    maxWidth: '1280px',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    '@media (min-width: 640px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXXL}` },
  },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  tabs: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    padding: tokens.spacingHorizontalXS,
    scrollbarWidth: 'thin',
  },
  tabList: { minWidth: 'max-content' },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (min-width: 640px)': { padding: tokens.spacingHorizontalXXL },
  },
  // Tabs whose content is made of cards of their own sit on the page background.
  bare: { backgroundColor: 'transparent', border: 'none', padding: 0, '@media (min-width: 640px)': { padding: 0 } },
  panelHeading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBottom: tokens.spacingVerticalL },
});

/**
 * /admin/dashboard: only for a signed-in admin (the server decides); others go back to /admin, keeping the query (an
 * e-mail alert's ?lead=ID) for after they have signed in.
 */
export function DashboardPage() {
  const { t } = useAdminTranslation();
  const session = useSession();
  const { search } = useLocation();
  if (session.isPending) return <LoadingScreen label={t('auth.checking')} />;
  if (!session.data) return <Navigate to={{ pathname: paths.admin(), search }} replace />;
  return <Dashboard user={session.data} />;
}

function Dashboard({ user }: { user: AdminUser }) {
  const { t } = useAdminTranslation();
  const lists = useQueries({ queries: [...DASHBOARD_RESOURCES.map((name) => resourceQuery(name)), ...leadCountQueries()] });
  const navigate = useNavigate();
  useLiveLeads((id) => navigate(paths.adminLead(id)));
  useLiveBookings((id) => navigate(paths.adminBooking(id)));
  useDesktopLinks();

  if (lists.some((list) => list.isPending && list.fetchStatus !== 'idle')) return <LoadingScreen label={t('dashboard.loading')} />;
  const failed = lists.filter((list) => list.isError);
  if (failed.length > 0) {
    return (
      <DashboardLoadFailed
        onRetry={() => {
          for (const list of failed) void list.refetch();
        }}
      />
    );
  }
  return <DashboardContent user={user} />;
}

/**
 * Unread count to the desktop tray and window title; a lead, a booking or a payment opened from outside (the address of
 * an e-mail alert, a desktop notification or the tray) or from another tab (a lead's bookings, a booking's lead, a
 * payment's booking) shows in its tab.
 */
function useDesktopLinks() {
  const unread = useUnreadCount();
  const setActiveTab = useAdminUi((state) => state.setActiveTab);
  const navigate = useNavigate();
  const { leadId } = useLeadLink();
  const { bookingId } = useBookingLink();
  const { paymentId } = usePaymentLink();
  const { t } = useAdminTranslation();
  useDocumentTitle(unread > 0 ? t('app.documentTitleUnread', { amount: unread }) : t('app.documentTitle'));
  useEffect(() => adminPlatform().reportUnreadCount(unread), [unread]);
  useEffect(() => adminPlatform().onOpenLead((id) => navigate(paths.adminLead(id))), [navigate]);
  useEffect(() => adminPlatform().onOpenBooking((id) => navigate(paths.adminBooking(id))), [navigate]);
  useEffect(() => {
    if (leadId !== undefined) setActiveTab('leads');
  }, [leadId, setActiveTab]);
  useEffect(() => {
    if (bookingId !== undefined) setActiveTab('bookings');
  }, [bookingId, setActiveTab]);
  useEffect(() => {
    if (paymentId !== undefined) setActiveTab('payments');
  }, [paymentId, setActiveTab]);
}

/** The dashboard when its data could not be read, with Try again. */
function DashboardLoadFailed({ onRetry }: { onRetry(): void }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  return (
    <main className={styles.main}>
      <LoadFailed message={t('dashboard.loadFailed')} onRetry={onRetry} />
    </main>
  );
}

function DashboardContent({ user }: { user: AdminUser }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const activeTab = useAdminUi((state) => state.activeTab);
  const setActiveTab = useAdminUi((state) => state.setActiveTab);
  const unread = useUnreadCount();
  const Panel = TABS[activeTab].panel;
  const bare = TABS[activeTab].bare === true;

  return (
    <>
      <DashboardHeader user={user} />
      <main className={styles.main}>
        <div className={styles.intro}>
          <Text as="h1" size={800} weight="bold">
            {t('dashboard.heading')}
          </Text>
          <Text className={styles.muted}>{t('dashboard.welcome', { name: user.name })}</Text>
        </div>
        <StatCards />
        <div className={styles.tabs}>
          <TabList
            className={styles.tabList}
            selectedValue={activeTab}
            onTabSelect={(_, data) => setActiveTab(data.value as DashboardTab)}
            aria-label={t('dashboard.sections')}
          >
            {DASHBOARD_TABS.map((tab) => (
              <Tab key={tab} value={tab} icon={TABS[tab].icon} id={`tab-${tab}`} aria-controls="dashboard-panel">
                {t(TABS[tab].label)}
                {tab === 'leads' && unread > 0 ? (
                  <CounterBadge count={unread} size="small" color="brand" style={{ marginInlineStart: 6 }} aria-label={t('stats.unread', { amount: unread })} />
                ) : null}
              </Tab>
            ))}
          </TabList>
        </div>
        <section
          id="dashboard-panel"
          role="tabpanel"
          aria-labelledby={`tab-${activeTab}`}
          className={mergeClasses(styles.panel, bare && styles.bare)}
        >
          {bare ? null : (
            <div className={styles.panelHeading}>
              <Text as="h2" size={600} weight="semibold">
                {t(TABS[activeTab].label)}
              </Text>
              <Text size={200} className={styles.muted}>
                {t(TABS[activeTab].description)}
              </Text>
            </div>
          )}
          <Panel user={user} />
        </section>
      </main>
      <ConfirmDialog />
    </>
  );
}
