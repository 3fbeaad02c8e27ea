import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
} from '@fluentui/react-components';
import { Calendar20Regular, Eye20Regular, Link20Regular, Rocket20Regular, Send20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { RecordsWithRevisionsPaths } from '@shared/api-routes';
import { formatDate, formatMoment } from '@shared/format';
import { PUBLICATION_STATES, PUBLICATION_STATUSES, publicationState, type PreviewLink, type Publishable, type PublicationState } from '@shared/publication';
import { callApi } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import type { PublishingSubject } from './api';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import type { FieldBinding } from '../../hooks/use-zod-form';
import { useFormMessage } from '../../components/form-fields';
import { useNotify } from '../../components/toasts';

const BADGE_COLORS = { draft: 'informative', scheduled: 'warning', published: 'success' } as const;

/** When the item appears ('Scheduled for …', with the time) or appeared ('Published …'). */
export function PublicationDate({ item }: { item: Publishable }) {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  return publicationState(item, new Date()) === 'scheduled' ? (
    <span>{t('publication.scheduledFor', { date: formatMoment(item.publishedAt, language) })}</span>
  ) : (
    <span>{t('common.publishedOn', { date: formatDate(item.publishedAt, language) })}</span>
  );
}

/** An editor's choice of Draft or Published (a published item with a date ahead is scheduled, which the hint says). */
export function PublicationStatusField({ value, onChange, error }: FieldBinding) {
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  return (
    <Field label={t('publication.status')} hint={t('publication.statusHint')} validationState={error ? 'error' : 'none'} validationMessage={messageOf(error)}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        {PUBLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`publication.states.${status}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Draft, Scheduled or Published, as a badge. */
export function PublicationBadge({ item }: { item: Publishable }) {
  const { t } = useAdminTranslation();
  const state = publicationState(item, new Date());
  return (
    <Badge appearance="tint" color={BADGE_COLORS[state]} data-testid="publication-badge">
      {t(`publication.states.${state}`)}
    </Badge>
  );
}

type PublicationFilter = PublicationState | 'all';

/** The items of one publication state (or all), with the choice of state. */
export function usePublicationFilter<Item extends Publishable>(items: Item[] | undefined) {
  const [filter, setFilter] = useState<PublicationFilter>('all');
  const filtered = useMemo(() => {
    if (!items || filter === 'all') return items;
    const now = new Date();
    return items.filter((item) => publicationState(item, now) === filter);
  }, [items, filter]);
  return { filter, setFilter, filtered };
}

/** The choice of publication state a list shows. */
export function PublicationFilterSelect({ filter, onChange }: { filter: PublicationFilter; onChange(filter: PublicationFilter): void }) {
  const { t } = useAdminTranslation();
  return (
    <Select aria-label={t('publication.filterLabel')} value={filter} onChange={(_, data) => onChange(data.value as PublicationFilter)}>
      <option value="all">{t('publication.filters.all')}</option>
      {PUBLICATION_STATES.map((state) => (
        <option key={state} value={state}>
          {t(`publication.filters.${state}`)}
        </option>
      ))}
    </Select>
  );
}

/**
 * The saved item's page as visitors will see it: opened in a new tab, or its preview link copied to share (the link
 * works for 7 days, signed in or not).
 */
export function usePreview(paths: RecordsWithRevisionsPaths, id: number) {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const previewLink = () => callApi<PreviewLink>(paths.previewLink(id), { method: 'POST' });
  const failed = () => notify({ title: t('toast.error'), body: t('publication.previewFailed'), intent: 'error' });
  return {
    async openPreview() {
      // Opened at once (a window opened after an await is blocked as a pop-up), then sent to the link.
      const opened = window.open('', '_blank');
      try {
        const { url } = await previewLink();
        if (opened) opened.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch {
        opened?.close();
        failed();
      }
    },
    async copyPreviewLink() {
      try {
        const { url } = await previewLink();
        await navigator.clipboard.writeText(url);
        notify({ title: t('toast.success'), body: t('publication.linkCopied'), intent: 'success' });
      } catch {
        failed();
      }
    },
  };
}

/** Saves the item with another status or time (the whole item, as its editor does), toasting `success`. */
function usePublishingChange(subject: PublishingSubject, item: Publishable & { id: number }, success: string) {
  return useAdminMutation({
    mutationFn: (publishing: Publishable) => callApi(subject.paths.item(item.id), { method: 'PUT', body: { ...item, ...publishing } }),
    invalidates: [subject.resource],
    success,
    failure: 'publication.failed',
  });
}

/** The 'YYYY-MM-DDTHH:MM' of a datetime-local input, on this computer's clock. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * A post's or story's publishing actions in one menu: Publish now, Schedule… and Unpublish (as its state allows),
 * Preview (opens its page as visitors will see it) and Copy preview link (to share it before it is public).
 */
export function PublishingMenu<Item extends Publishable & { id: number }>({ item, name, subject }: { item: Item; name: string; subject: PublishingSubject }) {
  const { t } = useAdminTranslation();
  const [scheduling, setScheduling] = useState(false);
  const state = publicationState(item, new Date());
  const publish = usePublishingChange(subject, item, 'publication.published');
  const schedule = usePublishingChange(subject, item, 'publication.scheduled');
  const unpublish = usePublishingChange(subject, item, 'publication.unpublished');
  const { openPreview, copyPreviewLink } = usePreview(subject.paths, item.id);

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="subtle" icon={<Send20Regular />} aria-label={t('publication.menuFor', { name })}>
            {t('publication.menu')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {state !== 'published' ? (
              <MenuItem icon={<Rocket20Regular />} onClick={() => publish.mutate({ status: 'published', publishedAt: new Date().toISOString() })}>
                {t('publication.publishNow')}
              </MenuItem>
            ) : null}
            <MenuItem icon={<Calendar20Regular />} onClick={() => setScheduling(true)}>
              {t('publication.schedule')}
            </MenuItem>
            {state !== 'draft' ? (
              <MenuItem icon={<EyeOff20Regular />} onClick={() => unpublish.mutate({ status: 'draft', publishedAt: item.publishedAt })}>
                {t('publication.unpublish')}
              </MenuItem>
            ) : null}
            <MenuDivider />
            <MenuItem icon={<Eye20Regular />} onClick={() => void openPreview()}>
              {t('publication.preview')}
            </MenuItem>
            <MenuItem icon={<Link20Regular />} onClick={() => void copyPreviewLink()}>
              {t('publication.copyPreviewLink')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {scheduling ? (
        <ScheduleDialog
          name={name}
          initial={state === 'scheduled' ? new Date(item.publishedAt) : new Date(Date.now() + 24 * 60 * 60_000)}
          busy={schedule.isPending}
          onClose={() => setScheduling(false)}
          onSchedule={(moment) => schedule.mutate({ status: 'published', publishedAt: moment.toISOString() }, { onSuccess: () => setScheduling(false) })}
        />
      ) : null}
    </>
  );
}

/** Picks the moment an item appears, on this computer's clock (named), never in the past. */
function ScheduleDialog(props: { name: string; initial: Date; busy: boolean; onClose(): void; onSchedule(moment: Date): void }) {
  const { t } = useAdminTranslation();
  const [value, setValue] = useState(localInputValue(props.initial));
  const [problem, setProblem] = useState<string>();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = () => {
    const moment = new Date(value);
    if (!value || Number.isNaN(moment.getTime())) return setProblem(t('validation.date'));
    if (moment.getTime() <= Date.now()) return setProblem(t('publication.mustBeFuture'));
    props.onSchedule(moment);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form
          // The field's problems are said in the dialog's own words and language, not the browser's.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('publication.scheduleTitle', { name: props.name })}</DialogTitle>
            <DialogContent>
              <Field
                label={t('publication.scheduleAt')}
                hint={t('publication.zoneHint', { zone })}
                validationState={problem ? 'error' : 'none'}
                validationMessage={problem}
              >
                <Input
                  type="datetime-local"
                  value={value}
                  min={localInputValue(new Date())}
                  onChange={(_, data) => {
                    setValue(data.value);
                    setProblem(undefined);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={props.busy}>
                {props.busy ? t('common.saving') : t('publication.scheduleSubmit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
