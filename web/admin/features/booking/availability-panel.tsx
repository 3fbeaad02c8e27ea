import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { availabilitySchema, type Availability } from '@shared/schemas/booking';
import { LIMITS } from '@shared/limits';
import { useResource } from '../../api/resources';
import { FormGrid, SubmitButton, TextField, useFormMessage } from '../../components/form-fields';
import { IconAction } from '../../components/row-actions';
import { useAdminTranslation } from '../../i18n';
import { useDraftEditor } from '../../hooks/use-draft-editor';
import { weekdayName } from '@shared/booking/format';
import { useAdminUi } from '../../stores/ui-store';
import { useSaveAvailability } from './api';
import {
  addWeeklyRange,
  draftOf,
  inputOf,
  newException,
  newReminder,
  nextRange,
  RULE_FIELDS,
  WEEK_ORDER,
  type AvailabilityDraft,
  type DraftRange,
} from './availability-draft';

/** Every zone name the runtime knows, offered as the time zone is typed. */
const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
const MAX_REMINDERS = 3;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, margin: 0, padding: 0, border: 'none' },
  heading: { margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  zone: { maxWidth: '360px' },
  days: { display: 'flex', flexDirection: 'column', gap: 0, listStyleType: 'none', margin: 0, padding: 0 },
  day: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
    '@media (min-width: 640px)': { gridTemplateColumns: '120px minmax(0, 1fr)', alignItems: 'start' },
  },
  dayName: { paddingBlockStart: tokens.spacingVerticalXS },
  ranges: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  range: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  time: { width: '116px' },
  dash: { paddingBlockStart: tokens.spacingVerticalS },
  exception: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  exceptionHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  date: { width: '180px' },
  reminder: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** The practice's hours and booking rules, loaded with the dashboard; edited here and saved whole. */
export function AvailabilityPanel() {
  const saved = useResource('bookingAvailability').data;
  // The dashboard shows only once it is loaded.
  return saved ? <AvailabilityEditor saved={saved} /> : null;
}

function AvailabilityEditor({ saved }: { saved: Availability }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const language = useAdminUi((state) => state.language);
  const save = useSaveAvailability();
  const editor = useDraftEditor({ saved, draftOf, inputOf, schema: availabilitySchema, save });
  const { draft, errors, submit } = editor;
  const change = (next: Partial<AvailabilityDraft>) => editor.change((current) => ({ ...current, ...next }));
  const problem = (path: string) => messageOf(errors[path]);

  const rangeFields = (range: DraftRange, path: string, label: string, onChange: (range: DraftRange) => void, onRemove: () => void) => (
    <div key={range.key} className={styles.range} data-testid="time-range">
      <TimeInput label={t('bookings.availability.from', { label })} value={range.start} error={problem(`${path}.start`)} onChange={(start) => onChange({ ...range, start })} />
      <span className={styles.dash} aria-hidden>
        –
      </span>
      <TimeInput label={t('bookings.availability.to', { label })} value={range.end} error={problem(`${path}.end`)} onChange={(end) => onChange({ ...range, end })} />
      <IconAction label={t('bookings.availability.removeRange', { label })} icon={<Delete20Regular />} onClick={onRemove} />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('bookings.sections.availability')}>
      {problem('(body)') ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem('(body)')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Part title={t('bookings.availability.timeZone')}>
        <Field
          className={styles.zone}
          label={t('bookings.availability.timeZoneLabel')}
          hint={t('bookings.availability.timeZoneHint')}
          validationState={problem('timeZone') ? 'error' : 'none'}
          validationMessage={problem('timeZone')}
        >
          <Input list="time-zones" dir="ltr" value={draft.timeZone} onChange={(_, data) => change({ timeZone: data.value })} />
        </Field>
        <datalist id="time-zones">
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </Part>

      <Part title={t('bookings.availability.weekly')} description={t('bookings.availability.weeklyHint')} problem={problem('weekly')}>
        <ul className={styles.days}>
          {WEEK_ORDER.map((weekday) => {
            const day = weekdayName(weekday, language);
            const rows = draft.weekly.map((range, index) => ({ range, index })).filter(({ range }) => range.weekday === weekday);
            return (
              <li key={weekday} className={styles.day} data-testid={`weekday-${weekday}`}>
                <Text weight="semibold" className={styles.dayName}>
                  {day}
                </Text>
                <div className={styles.ranges}>
                  {rows.length === 0 ? <Text className={styles.muted}>{t('bookings.availability.closed')}</Text> : null}
                  {rows.map(({ range, index }, position) =>
                    rangeFields(
                      range,
                      `weekly.${index}`,
                      t('bookings.availability.rangeOf', { day, number: position + 1 }),
                      (next) => change({ weekly: draft.weekly.map((item, at) => (at === index ? { ...next, weekday } : item)) }),
                      () => change({ weekly: draft.weekly.filter((_, at) => at !== index) }),
                    ),
                  )}
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Add20Regular />}
                    disabled={draft.weekly.length >= LIMITS.weeklyRanges}
                    onClick={() => change({ weekly: addWeeklyRange(draft.weekly, weekday) })}
                  >
                    {t('bookings.availability.addRange', { day })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Part>

      <Part title={t('bookings.availability.exceptions')} description={t('bookings.availability.exceptionsHint')} problem={problem('exceptions')}>
        {draft.exceptions.length === 0 ? <Text className={styles.muted}>{t('bookings.availability.noExceptions')}</Text> : null}
        {draft.exceptions.map((exception, index) => {
          const path = `exceptions.${index}`;
          const label = exception.date || t('bookings.availability.exceptionNumber', { number: index + 1 });
          const update = (next: Partial<typeof exception>) =>
            change({ exceptions: draft.exceptions.map((item, at) => (at === index ? { ...item, ...next } : item)) });
          return (
            <div key={exception.key} className={styles.exception} data-testid="exception">
              <div className={styles.exceptionHead}>
                <Field
                  className={styles.date}
                  label={t('bookings.availability.date')}
                  validationState={problem(`${path}.date`) ? 'error' : 'none'}
                  validationMessage={problem(`${path}.date`)}
                >
                  <Input type="date" value={exception.date} onChange={(_, data) => update({ date: data.value })} />
                </Field>
                <RadioGroup
                  layout="horizontal"
                  aria-label={t('bookings.availability.exceptionKind', { label })}
                  value={exception.closed ? 'closed' : 'open'}
                  onChange={(_, data) => update(data.value === 'closed' ? { closed: true } : { closed: false, ranges: exception.ranges.length ? exception.ranges : [nextRange([])] })}
                >
                  <Radio value="closed" label={t('bookings.availability.closedAllDay')} />
                  <Radio value="open" label={t('bookings.availability.otherHours')} />
                </RadioGroup>
                <IconAction
                  label={t('bookings.availability.removeException', { label })}
                  icon={<Delete20Regular />}
                  onClick={() => change({ exceptions: draft.exceptions.filter((_, at) => at !== index) })}
                />
              </div>
              {exception.closed ? null : (
                <div className={styles.ranges}>
                  {problem(`${path}.ranges`) ? <Text className={styles.muted}>{problem(`${path}.ranges`)}</Text> : null}
                  {exception.ranges.map((range, rangeIndex) =>
                    rangeFields(
                      range,
                      `${path}.ranges.${rangeIndex}`,
                      t('bookings.availability.rangeOf', { day: label, number: rangeIndex + 1 }),
                      (next) => update({ ranges: exception.ranges.map((item, at) => (at === rangeIndex ? next : item)) }),
                      () => update({ ranges: exception.ranges.filter((_, at) => at !== rangeIndex) }),
                    ),
                  )}
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<Add20Regular />}
                    disabled={exception.ranges.length >= LIMITS.exceptionRanges}
                    onClick={() => update({ ranges: [...exception.ranges, nextRange(exception.ranges)] })}
                  >
                    {t('bookings.availability.addRange', { day: label })}
                  </Button>
                </div>
              )}
            </div>
          );
        })}
        <div>
          <Button
            icon={<Add20Regular />}
            disabled={draft.exceptions.length >= LIMITS.availabilityExceptions}
            onClick={() => change({ exceptions: [...draft.exceptions, newException('')] })}
          >
            {t('bookings.availability.addException')}
          </Button>
        </div>
      </Part>

      <Part title={t('bookings.availability.rules')}>
        <FormGrid>
          {RULE_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`bookings.availability.fields.${field}`)}
              hint={t(`bookings.availability.hints.${field}`)}
              type="number"
              min={0}
              step={1}
              value={draft[field]}
              onChange={(value) => change({ [field]: value })}
              error={errors[field]}
            />
          ))}
        </FormGrid>
      </Part>

      <Part title={t('bookings.availability.reminders')} description={t('bookings.availability.remindersHint')} problem={problem('reminderMinutesBefore')}>
        {draft.reminders.length === 0 ? <Text className={styles.muted}>{t('bookings.availability.noReminders')}</Text> : null}
        {draft.reminders.map((reminder, index) => {
          const label = t('bookings.availability.reminderNumber', { number: index + 1 });
          return (
            <div key={reminder.key} className={styles.reminder}>
              <TextField
                label={label}
                type="number"
                min={1}
                step={1}
                value={reminder.minutes}
                onChange={(minutes) => change({ reminders: draft.reminders.map((item, at) => (at === index ? { ...item, minutes } : item)) })}
                error={errors[`reminderMinutesBefore.${index}`]}
              />
              <IconAction
                label={t('bookings.availability.removeReminder', { label })}
                icon={<Delete20Regular />}
                onClick={() => change({ reminders: draft.reminders.filter((_, at) => at !== index) })}
              />
            </div>
          );
        })}
        <div>
          <Button icon={<Add20Regular />} disabled={draft.reminders.length >= MAX_REMINDERS} onClick={() => change({ reminders: [...draft.reminders, newReminder(draft.reminders)] })}>
            {t('bookings.availability.addReminder')}
          </Button>
        </div>
      </Part>

      <div className={styles.actions}>
        <Button disabled={save.isPending} onClick={editor.undo}>
          {t('bookings.availability.undo')}
        </Button>
        <SubmitButton busy={save.isPending} />
      </div>
    </form>
  );
}

/** A titled part of the editor, with the problem of the part as a whole (too many rows). */
function Part({ title, description, problem, children }: { title: string; description?: string; problem?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.part}>
      <legend className={styles.heading}>
        <Text as="h3" size={500} weight="semibold">
          {title}
        </Text>
      </legend>
      {description ? <Text className={styles.muted}>{description}</Text> : null}
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
    </fieldset>
  );
}

/** A wall-clock time (HH:MM), named for screen readers since the row shows no label of its own. */
function TimeInput({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(value: string): void }) {
  const styles = useStyles();
  return (
    <Field className={styles.time} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input type="time" aria-label={label} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
