import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { NoteAdd20Regular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { formatMoment } from '@shared/format';
import { LIMITS } from '@shared/limits';
import { leadNoteInputSchema, type LeadNote } from '@shared/schemas/lead';
import { TextField } from '../../components/form-fields';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useAddNote } from './api';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorPaletteMarigoldBorderActive,
    borderRadius: tokens.borderRadiusMedium,
  },
  byline: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  field: { alignSelf: 'stretch' },
});

/** The notes on a lead, oldest first, each with its author and time, and the form adding one (1 to 2,000 characters). */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const form = useZodForm(leadNoteInputSchema, { text: '' });
  const add = useAddNote(leadId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = form.validate();
    if (!note || add.isPending) return;
    add.mutate(note.text, { onSuccess: () => form.reset({ text: '' }), onError: form.showServerErrors });
  };

  return (
    <>
      {notes.length === 0 ? (
        <Text className={styles.muted}>{t('leads.notes.empty')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('leads.notes.heading')}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note} data-testid="lead-note">
              <Text size={200} className={styles.byline}>
                {t('leads.notes.byline', { author: note.author.name, time: formatMoment(note.createdAt, language) })}
              </Text>
              <Text className={styles.text} dir="auto">
                {note.text}
              </Text>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('leads.notes.add')}>
        <TextField
          {...form.bind('text')}
          className={styles.field}
          label={t('leads.notes.label')}
          hint={t('leads.notes.length', { amount: form.values.text.length, max: LIMITS.leadNote })}
          multiline
          rows={3}
        />
        <Button type="submit" icon={<NoteAdd20Regular />} disabled={add.isPending}>
          {add.isPending ? t('common.saving') : t('leads.notes.add')}
        </Button>
      </form>
    </>
  );
}
