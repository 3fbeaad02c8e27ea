import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { ApiError } from '../../shared/api-client';
import { useAdminTranslation } from '../i18n';
import { useDialogStyles } from './editor-dialog';

/** The look of the parts of a record's view (a lead, a booking): its sections, facts, a visitor's text and a list of events. */
export const useRecordDialogStyles = makeStyles({
  title: { overflowWrap: 'anywhere' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    overflowWrap: 'anywhere',
    '@media (max-width: 479px)': { paddingInline: tokens.spacingHorizontalL },
  },
  actions: { flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Dialogs render outside the admin's page, whose styles take the browser's margins off headings and paragraphs.
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    '@media (min-width: 640px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: tokens.spacingVerticalXS },
  },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  message: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  // A short form opened inside the view (moving a booking, a refund), framed apart from the facts.
  inlineForm: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  events: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  event: {
    display: 'flex',
    flexDirection: 'column',
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: '2px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
});

/** A part of a record's view under its own heading. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useRecordDialogStyles();
  return (
    <section className={styles.section}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** A record's facts, each a term and its value: stacked on a phone, in two columns from the small breakpoint. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  const styles = useRecordDialogStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface RecordDialogProps<Record extends { name: string }> {
  /** The record as its query reads it. */
  detail: { data: Record | undefined; error: unknown; isError: boolean };
  /** The title until the record is read (then its name), and what the view says while reading it or when it cannot. */
  texts: { title: string; loading: string; notFound: string; loadFailed: string };
  /** The surface's own width. */
  className: string;
  onClose(): void;
  /** The view of the record once read. */
  children(record: Record): ReactNode;
  /** What can be done with the record, before the Close button. */
  actions(record: Record): ReactNode;
  /** Dialogs nested in this one (see QuestionDialog). */
  nested?: ReactNode;
}

/** A record's view over its list (a lead, a booking): titled with its name, a close button, a notice while it cannot be shown. */
export function RecordDialog<Record extends { name: string }>(props: RecordDialogProps<Record>) {
  const { detail, texts, className, onClose, children, actions, nested } = props;
  const styles = useRecordDialogStyles();
  const frame = useDialogStyles();
  const { t } = useAdminTranslation();
  const record = detail.data;
  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(frame.surface, className)} aria-describedby={undefined}>
        <DialogBody className={frame.body}>
          <DialogTitle
            className={mergeClasses(frame.title, styles.title)}
            action={<Button className={frame.close} appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('common.close')} onClick={onClose} />}
          >
            <span dir="auto">{record?.name ?? texts.title}</span>
          </DialogTitle>
          <DialogContent className={mergeClasses(frame.content, styles.content)}>
            {record ? (
              children(record)
            ) : detail.isError ? (
              <MessageBar intent={missing ? 'warning' : 'error'}>
                <MessageBarBody>{missing ? texts.notFound : texts.loadFailed}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner label={texts.loading} />
            )}
          </DialogContent>
          <DialogActions className={mergeClasses(frame.actions, styles.actions)}>
            {record ? actions(record) : null}
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
        {nested}
      </DialogSurface>
    </Dialog>
  );
}
