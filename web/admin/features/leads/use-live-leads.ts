import { useEffect, useRef } from 'react';
import type { LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';
import { preview } from '@shared/text-preview';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useRefreshLeads } from './api';

/**
 * While the dashboard is open: each new lead shows the 5-second toast naming the sender, and each visitor's WhatsApp
 * message a toast with who wrote and the start of it, whose action opens that lead (`open`); either way the inbox, its
 * counts (count card, tab badge, views), the statistics and the lead's open view are asked of the server again.
 */
export function useLiveLeads(open: (id: number) => void) {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const refreshLeads = useRefreshLeads();
  // The latest texts and callbacks, without reconnecting the socket at each render or language change.
  const latest = useRef({ t, notify, refreshLeads, open });
  latest.current = { t, notify, refreshLeads, open };

  useEffect(
    () =>
      adminPlatform().watchLeads((lead: LeadNotice) => {
        const { t: translate, notify: show, refreshLeads: refresh } = latest.current;
        void refresh();
        show({ title: translate('leads.live.title'), body: translate('leads.live.body', { name: lead.name }), intent: 'info' });
      }),
    [],
  );

  useEffect(
    () =>
      adminPlatform().watchWhatsappMessages((message: WhatsappNotice) => {
        const current = latest.current;
        void current.refreshLeads();
        current.notify({
          title: current.t('whatsapp.live.title'),
          body: current.t('whatsapp.live.body', { name: message.name, text: preview(message.text) }),
          intent: 'info',
          action: { label: current.t('whatsapp.live.open'), onClick: () => current.open(message.leadId) },
        });
      }),
    [],
  );
}
