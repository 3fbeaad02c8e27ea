import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-routes';
import type { WhatsappStatus } from '@shared/schemas/whatsapp';
import { callApi } from '../../api/client';
import { adminKeys } from '../../api/resources';

const whatsappKeys = { status: () => [...adminKeys.all, 'whatsapp', 'status'] as const };

/** The connection's state: whether WhatsApp is on, its number, its templates' states, the last webhook received. */
export const useWhatsappStatus = () =>
  useQuery({ queryKey: whatsappKeys.status(), queryFn: ({ signal }) => callApi<WhatsappStatus>(apiPaths.whatsapp.status(), { signal }) });
