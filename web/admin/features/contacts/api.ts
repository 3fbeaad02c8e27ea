import { useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission, ContactSubmissionNotice } from '../../../../shared/schemas/contact-submission';
import { callApi, fetchApiFile } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import { adminKeys, useResource } from '../../api/resources';
import { saveFile } from '../../lib/save-file';

const submissionsKey = adminKeys.resource('contactSubmissions');

/** Marks a lead read or unread; the inbox shows the change at once and settles with the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => {
      queryClient.setQueryData<ContactSubmission[]>(submissionsKey, (current) => current?.map((item) => (item.id === id ? { ...item, isRead } : item)));
      return callApi<ContactSubmission>(`/api/contact-submissions/${id}`, { method: 'PATCH', body: { isRead } });
    },
    invalidates: ['contactSubmissions'],
    failure: 'contacts.toast.updateFailed',
  });
}

export const useDeleteSubmission = () =>
  useAdminMutation({
    mutationFn: (id: number) => callApi<void>(`/api/contact-submissions/${id}`, { method: 'DELETE' }),
    invalidates: ['contactSubmissions'],
    success: 'contacts.toast.deleted',
    failure: 'contacts.toast.deleteFailed',
  });

/** Downloads every lead as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Arabic). */
export const useExportSubmissions = () =>
  useAdminMutation({
    mutationFn: async () => {
      const csv = await fetchApiFile('/api/contact-submissions/export.csv');
      saveFile(csv, `contact-submissions-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    invalidates: [],
    failure: 'contacts.toast.exportFailed',
  });

/** Puts a lead that just arrived at the top of the inbox, unread, without asking the server again. */
export function useAddLiveSubmission() {
  const queryClient = useQueryClient();
  return (notice: ContactSubmissionNotice) =>
    queryClient.setQueryData<ContactSubmission[]>(submissionsKey, (current) =>
      current && !current.some((item) => item.id === notice.id) ? [{ ...notice, isRead: false }, ...current] : current,
    );
}

/** How many leads nobody has read yet. */
export function useUnreadCount(): number {
  const submissions = useResource('contactSubmissions').data;
  return submissions?.filter((item) => !item.isRead).length ?? 0;
}
