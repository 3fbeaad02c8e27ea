import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Eye20Regular, History20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Language } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/auth';
import { DATE_LOCALE, formatMoment } from '@shared/format';
import { KEPT_ON_RESTORE, type RevisionSummary } from '@shared/schemas/revision';
import { saveAutosave, useAutosaveRead, useDiscardAutosave, useRestoreRevision, useRevision, useRevisions, type PublishingSubject } from './api';
import { adminKeys } from '../../api/resources';
import { useAutosave } from './use-autosave';
import { useAdminTranslation } from '../../i18n';
import type { AutosaveState } from './autosaver';
import { newerAutosave, offlineCopies } from './offline-copies';
import { comparableText, sideBySideDiff, type DiffPart } from './word-diff';
import { useAdminUi } from '../../stores/ui-store';
import { useDialogStyles } from '../../components/editor-dialog';
import { LoadFailed } from '../../components/load-failed';
import { usePreview } from './publication';

const useStyles = makeStyles({
  footer: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginInlineEnd: 'auto' },
  state: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  notice: { marginBlockEnd: tokens.spacingVerticalL },
  surface: { maxWidth: '1120px' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(200px, 260px) 1fr',
    '@media (max-width: 719px)': { gridTemplateColumns: '1fr' },
  },
  // Up to 50 revisions: the list scrolls on its own, shorter on a phone where the comparison comes below it.
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalXXS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: 'calc(100dvh - 260px)',
    overflowY: 'auto',
    '@media (max-width: 719px)': { maxHeight: '11rem' },
  },
  revision: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', flexDirection: 'column', alignItems: 'flex-start', paddingBlock: tokens.spacingVerticalS },
  revisionMeta: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular, fontSize: tokens.fontSizeBase200 },
  chosen: { backgroundColor: tokens.colorBrandBackground2, outline: `2px solid ${tokens.colorBrandStroke1}` },
  compare: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  fieldName: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  sides: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM, '@media (max-width: 479px)': { gridTemplateColumns: '1fr' } },
  side: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    // Aligned by the text's own direction (an English text in the Arabic interface starts on the left).
    textAlign: 'start',
    maxHeight: '16rem',
    overflowY: 'auto',
  },
  sideName: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, marginBlockEnd: tokens.spacingVerticalXXS },
  // Dark text on light green and red, underlined and struck through: the change reads without the colour too.
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorNeutralForeground1, textDecorationLine: 'line-through' },
  quiet: { color: tokens.colorNeutralForeground2, margin: 0 },
});

/** A form's values by field: texts, and lists of texts (the gallery). */
type FormValues = Record<string, unknown>;

/** What a kept item has that its editor needs here. */
interface SavedItem {
  id: number;
  updatedAt: string;
}

interface RevisionsPanelOptions<Values extends FormValues, Row extends SavedItem> {
  subject: PublishingSubject;
  existing: Row | undefined;
  form: { values: Values; reset(values: Values): void };
  /** The form's values of an item, or of a new one. */
  valuesOf(item: Row | undefined): Values;
  /** The fields' names in the editor (`title` names `titleEn` and `titleAr`), for the comparison of revisions. */
  fieldLabels: Readonly<Record<string, string>>;
}

/** `base` with the values of `saved` that fit its fields (a text for a text, a list for a list). */
function withKnownValues<Values extends FormValues>(base: Values, saved: FormValues): Values {
  const merged: FormValues = { ...base };
  for (const [field, value] of Object.entries(saved)) {
    if (field in base && Array.isArray(value) === Array.isArray(base[field])) merged[field] = value;
  }
  return merged as Values;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The revisions and autosave of a post or story in its editor, as Ghost keeps them: the form is autosaved on the
 * server while the admin types (Save deletes the autosave; Cancel keeps it), an autosave newer than the item is
 * restored when the editor opens, with a notice to discard it, and the item's revisions can be compared and restored. Gives `editorProps` for
 * the EditorDialog (its notice and its footer: the autosave's state and the Revisions button) and `beforeSave`, to
 * call before saving.
 */
export function useRevisionsPanel<Values extends FormValues, Row extends SavedItem>(options: RevisionsPanelOptions<Values, Row>) {
  const { subject, existing, form, valuesOf } = options;
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const styles = useStyles();
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const read = useAutosaveRead(subject.paths, existing?.id);
  const discard = useDiscardAutosave(subject.paths, existing?.id);
  const preview = usePreview(subject.paths, existing?.id ?? 0);
  const adminId = useQueryClient().getQueryData<AdminUser | null>(adminKeys.session)?.id;
  // The browser's copy of what the server could not take: one per admin, kind of item and item.
  const copyKey = `${adminId}:${subject.paths.list()}:${existing?.id ?? 'new'}`;
  const saveOnServer = async (values: Values) => {
    try {
      await saveAutosave(subject.paths, existing?.id, values);
    } catch (error) {
      offlineCopies.keep(copyKey, values);
      throw error;
    }
    offlineCopies.remove(copyKey);
  };
  // Nothing is autosaved before the autosave on the server is known: it may be the form's starting point.
  const autosave = useAutosave(form.values, saveOnServer, !read.isPending);

  const restoreChecked = useRef(false);
  useEffect(() => {
    if (restoreChecked.current || read.isPending) return;
    restoreChecked.current = true;
    const onServer = read.data ?? null;
    const saved = newerAutosave(onServer, offlineCopies.read(copyKey));
    const initial = valuesOf(existing);
    if (!saved || (existing && saved.savedAt <= existing.updatedAt)) return;
    const restored = withKnownValues(initial, saved.values);
    // Restored only over an untouched form, and only when it holds changes.
    if (same(restored, initial) || !same(form.values, initial)) return;
    form.reset(restored);
    // The server has the autosave, or it has only the browser's copy: then the form's change from `initial` to the
    // restored values is autosaved as any change is.
    autosave.rebase(saved === onServer ? restored : initial);
    setRestoredAt(saved.savedAt);
  }, [read.isPending, read.data, copyKey, existing, form, valuesOf, autosave]);

  const startFrom = (values: Values) => {
    form.reset(values);
    autosave.rebase(values);
    setRestoredAt(null);
  };

  const discardRestored = () => {
    startFrom(valuesOf(existing));
    offlineCopies.remove(copyKey);
    discard.mutate();
  };

  const beforeSave = () => {
    autosave.cancel();
    offlineCopies.remove(copyKey);
  };

  const notice = restoredAt ? (
    <MessageBar intent="info" layout="multiline" className={styles.notice}>
      <MessageBarBody>{t('autosave.restored', { time: formatMoment(restoredAt, language) })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={discardRestored}>{t('autosave.discard')}</Button>
      </MessageBarActions>
    </MessageBar>
  ) : null;

  const footer = (
    <div className={styles.footer}>
      {existing ? (
        <>
          <Button appearance="subtle" icon={<History20Regular />} onClick={() => setRevisionsOpen(true)}>
            {t('revisions.open')}
          </Button>
          <Button appearance="subtle" icon={<Eye20Regular />} onClick={() => void preview.openPreview()}>
            {t('publication.previewSaved')}
          </Button>
        </>
      ) : null}
      <span role="status" className={styles.state}>
        {autosaveStateText(autosave.state, t)}
      </span>
      {existing && revisionsOpen ? (
        <RevisionsDialog
          subject={subject}
          id={existing.id}
          currentValues={form.values}
          valuesOf={valuesOf}
          fieldLabels={options.fieldLabels}
          onRestored={(item) => startFrom(valuesOf(item))}
          onClose={() => setRevisionsOpen(false)}
        />
      ) : null}
    </div>
  );

  return { editorProps: { notice, footer }, beforeSave };
}

function autosaveStateText(state: AutosaveState, t: (key: string) => string): string {
  if (state === 'saving') return t('autosave.saving');
  if (state === 'saved') return t('autosave.saved');
  if (state === 'offline') return t('autosave.offline');
  return '';
}

// With seconds: several saves often fall within one minute.
const revisionMoments = new Map<Language, Intl.DateTimeFormat>();
function revisionMoment(iso: string, language: Language): string {
  let format = revisionMoments.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'medium', timeStyle: 'medium' });
    revisionMoments.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A field's name in the editor: `titleAr` is 'Title (Arabic)'. */
function useFieldName(labels: Readonly<Record<string, string>>) {
  const { t } = useAdminTranslation();
  const common: Record<string, string> = { displayOrder: t('common.displayOrder') };
  return (field: string) => {
    const [, base, language] = /^(.+)(En|Ar)$/.exec(field) ?? [];
    if (base && labels[base]) return t(language === 'Ar' ? 'common.inArabic' : 'common.inEnglish', { label: labels[base] });
    return labels[field] ?? common[field] ?? field;
  };
}

interface RevisionsDialogProps<Values extends FormValues, Row> {
  subject: PublishingSubject;
  id: number;
  currentValues: Values;
  valuesOf(item: Row | undefined): Values;
  fieldLabels: Readonly<Record<string, string>>;
  onRestored(item: Row): void;
  onClose(): void;
}

/** The current form, or a revision by id, as the right-hand side of the comparison. */
type Counterpart = 'current' | number;

/** The item's revisions: the list, one of them beside the form (or another revision) with its changes marked, and restore. */
function RevisionsDialog<Values extends FormValues, Row>(props: RevisionsDialogProps<Values, Row>) {
  const { subject, id, currentValues, valuesOf, onClose } = props;
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const dialogStyles = useDialogStyles();
  const styles = useStyles();
  const fieldName = useFieldName(props.fieldLabels);
  const revisions = useRevisions(subject.paths, id);
  const [chosenId, setChosenId] = useState<number>();
  const [counterpart, setCounterpart] = useState<Counterpart>('current');
  const list = revisions.data ?? [];
  const chosen = list.find((revision) => revision.id === chosenId) ?? list[0];
  const chosenRevision = useRevision(subject.paths, id, chosen?.id);
  const otherRevision = useRevision(subject.paths, id, counterpart === 'current' ? undefined : counterpart);
  const restore = useRestoreRevision<Row>(subject, id, props.onRestored);

  const momentOf = (revision: RevisionSummary) => revisionMoment(revision.createdAt, language);
  const titleOf = (revision: RevisionSummary) => (language === 'ar' ? revision.titleAr : revision.titleEn) || t('revisions.untitled');
  // A revision's fields are those of the item it copies: the editor reads them as it reads the item.
  const formOf = (fields: Record<string, unknown> | undefined) => (fields ? valuesOf(fields as Row) : undefined);
  const left = formOf(chosenRevision.data?.fields);
  const right = counterpart === 'current' ? currentValues : formOf(otherRevision.data?.fields);
  const counterpartSummary = counterpart === 'current' ? undefined : list.find((revision) => revision.id === counterpart);
  const rightName = counterpartSummary ? t('revisions.revisionOf', { time: momentOf(counterpartSummary) }) : t('revisions.currentValues');
  const leftName = chosen ? t('revisions.revisionOf', { time: momentOf(chosen) }) : '';

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(dialogStyles.surface, styles.surface)} aria-describedby={undefined}>
        <DialogBody className={dialogStyles.body}>
          <DialogTitle
            className={dialogStyles.title}
            action={<Button className={dialogStyles.close} appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('common.close')} onClick={onClose} />}
          >
            {t('revisions.title')}
          </DialogTitle>
          <DialogContent className={dialogStyles.content}>
            {revisions.isError ? (
              <LoadFailed message={t('revisions.loadFailed')} onRetry={() => void revisions.refetch()} />
            ) : revisions.isPending ? (
              <Spinner label={t('revisions.loading')} />
            ) : list.length === 0 ? (
              <p className={styles.quiet}>{t('revisions.none')}</p>
            ) : (
              <div className={styles.layout}>
                <nav aria-label={t('revisions.listLabel')}>
                  <ul className={styles.list} data-testid="revision-list">
                    {list.map((revision) => (
                      <li key={revision.id}>
                        <Button
                          appearance="subtle"
                          className={mergeClasses(styles.revision, revision.id === chosen?.id && styles.chosen)}
                          aria-current={revision.id === chosen?.id ? 'true' : undefined}
                          onClick={() => setChosenId(revision.id)}
                        >
                          <span>{momentOf(revision)}</span>
                          <span className={styles.revisionMeta}>{revision.author.name ?? t('revisions.formerAdmin')}</span>
                          <span className={styles.revisionMeta} lang={language} dir="auto">
                            {titleOf(revision)}
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </nav>
                <section className={styles.compare} aria-label={t('revisions.comparison')}>
                  <Field label={t('revisions.compareWith')}>
                    <Select value={String(counterpart)} onChange={(_, data) => setCounterpart(data.value === 'current' ? 'current' : Number(data.value))}>
                      <option value="current">{t('revisions.currentValues')}</option>
                      {list
                        .filter((revision) => revision.id !== chosen?.id)
                        .map((revision) => (
                          <option key={revision.id} value={revision.id}>
                            {t('revisions.revisionOf', { time: momentOf(revision) })}
                          </option>
                        ))}
                    </Select>
                  </Field>
                  {left && right ? (
                    <Comparison left={left} right={right} leftName={leftName} rightName={rightName} fieldName={fieldName} />
                  ) : chosenRevision.isError || otherRevision.isError ? (
                    <LoadFailed message={t('revisions.loadFailed')} onRetry={() => void Promise.all([chosenRevision.refetch(), otherRevision.refetch()])} />
                  ) : (
                    <Spinner label={t('revisions.loading')} />
                  )}
                </section>
              </div>
            )}
          </DialogContent>
          <DialogActions className={dialogStyles.actions}>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button appearance="primary" disabled={!chosen || restore.isPending} onClick={() => chosen && restore.mutate(chosen.id)}>
              {restore.isPending ? t('revisions.restoring') : t('revisions.restore')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface ComparisonProps {
  left: FormValues;
  right: FormValues;
  leftName: string;
  rightName: string;
  fieldName(field: string): string;
}

/** Each field that differs between `left` and `right`, side by side, words removed and added marked. */
function Comparison({ left, right, leftName, rightName, fieldName }: ComparisonProps) {
  const { t } = useAdminTranslation();
  const styles = useStyles();
  // Whether and when the item is published is not part of a revision's restore, so not of its comparison either.
  const compared = Object.keys(left).filter((field) => !(KEPT_ON_RESTORE as readonly string[]).includes(field));
  const changed = compared.filter((field) => comparableText(left[field]) !== comparableText(right[field]));
  if (changed.length === 0) return <p className={styles.quiet}>{t('revisions.noDifferences')}</p>;
  return (
    <>
      {changed.map((field) => {
        const diff = sideBySideDiff(comparableText(left[field]), comparableText(right[field]));
        const textLanguage: Language = field.endsWith('Ar') ? 'ar' : 'en';
        return (
          <div key={field} className={styles.field} data-testid={`revision-field-${field}`}>
            <h3 className={styles.fieldName}>{fieldName(field)}</h3>
            <div className={styles.sides}>
              <ComparedText name={leftName} parts={diff.before} language={textLanguage} />
              <ComparedText name={rightName} parts={diff.after} language={textLanguage} />
            </div>
          </div>
        );
      })}
    </>
  );
}

/** One side of a field's comparison: its name above the text, words removed or added marked. */
function ComparedText({ name, parts, language }: { name: string; parts: DiffPart[]; language: Language }) {
  const styles = useStyles();
  return (
    <div>
      <span className={styles.sideName}>{name}</span>
      {/* Arabic texts read right to left whatever the interface language, English ones left to right. */}
      <p className={styles.side} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <DiffText parts={parts} />
      </p>
    </div>
  );
}

function DiffText({ parts }: { parts: DiffPart[] }): ReactNode {
  const styles = useStyles();
  return parts.map((part, index) =>
    part.change === 'added' ? (
      <ins key={index} className={styles.added}>
        {part.text}
      </ins>
    ) : part.change === 'removed' ? (
      <del key={index} className={styles.removed}>
        {part.text}
      </del>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
