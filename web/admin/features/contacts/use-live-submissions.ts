import { useEffect, useRef } from 'react';
import type { ContactSubmissionNotice } from '../../../../shared/schemas/contact-submission';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useAddLiveSubmission } from './api';

/**
 * While the dashboard is open: each new contact submission lands in the inbox (and so in the unread count and
 * the count card) and shows the 5-second toast naming the sender.
 */
export function useLiveSubmissions() {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const addSubmission = useAddLiveSubmission();
  // The latest texts and callbacks, without reconnecting the socket at each render or language change.
  const latest = useRef({ t, notify, addSubmission });
  latest.current = { t, notify, addSubmission };

  useEffect(
    () =>
      adminPlatform().watchSubmissions((submission: ContactSubmissionNotice) => {
        const { t: translate, notify: show, addSubmission: add } = latest.current;
        add(submission);
        show({ title: translate('contacts.live.title'), body: translate('contacts.live.body', { name: submission.name }), intent: 'info' });
      }),
    [],
  );
}
