import { useEffect, useRef } from 'react';
import type { LeadNotice } from '@shared/schemas/lead';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useRefreshLeads } from './api';

/**
 * While the dashboard is open: each new lead shows the 5-second toast naming the sender, and the inbox,
 * its counts (count card, tab badge, views) and the statistics are asked of the server again.
 */
export function useLiveLeads() {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const refreshLeads = useRefreshLeads();
  // The latest texts and callbacks, without reconnecting the socket at each render or language change.
  const latest = useRef({ t, notify, refreshLeads });
  latest.current = { t, notify, refreshLeads };

  useEffect(
    () =>
      adminPlatform().watchLeads((lead: LeadNotice) => {
        const { t: translate, notify: show, refreshLeads: refresh } = latest.current;
        void refresh();
        show({ title: translate('leads.live.title'), body: translate('leads.live.body', { name: lead.name }), intent: 'info' });
      }),
    [],
  );
}
