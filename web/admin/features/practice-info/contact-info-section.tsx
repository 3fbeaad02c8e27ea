import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, ContactCard24Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { contactInfoInputSchema, type ContactInfo } from '@shared/schemas/contact-info';
import { useResource } from '../../api/resources';
import { EmptyState } from '../../components/empty-state';
import { BilingualField, FormGrid, SubmitButton, TextField } from '../../components/form-fields';
import { SectionCard } from '../../components/section-card';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { useSaveContactInfo } from './api';

const FIELDS = ['phone', 'email', 'addressEn', 'addressAr', 'workingHoursEn', 'workingHoursAr'] as const;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // The provider aligns text to the interface's side; an Arabic value starts at the right in either language.
  arabic: { textAlign: 'start' },
  notSet: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', marginBlockStart: tokens.spacingVerticalM, flexWrap: 'wrap' },
});

const valuesOf = (info: ContactInfo | null | undefined) => ({
  phone: info?.phone ?? '',
  email: info?.email ?? '',
  addressEn: info?.addressEn ?? '',
  addressAr: info?.addressAr ?? '',
  workingHoursEn: info?.workingHoursEn ?? '',
  workingHoursAr: info?.workingHoursAr ?? '',
});

/** The practice's contact details: view (with 'Not set'), edit in place, cancel to the saved values, or add when none exist. */
export function ContactInfoSection() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const info = useResource('contactInfo').data;
  const [editing, setEditing] = useState(false);
  const form = useZodForm(contactInfoInputSchema, valuesOf(info));
  const save = useSaveContactInfo();

  const startEditing = () => {
    form.reset(valuesOf(info));
    setEditing(true);
  };
  const cancel = () => {
    form.reset(valuesOf(info));
    setEditing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) save.mutate(input, { onSuccess: () => setEditing(false), onError: form.showServerErrors });
  };

  const labels: Record<(typeof FIELDS)[number], string> = {
    phone: t('platformInfo.contact.fields.phone'),
    email: t('platformInfo.contact.fields.email'),
    addressEn: t('common.inEnglish', { label: t('platformInfo.contact.fields.address') }),
    addressAr: t('common.inArabic', { label: t('platformInfo.contact.fields.address') }),
    workingHoursEn: t('common.inEnglish', { label: t('platformInfo.contact.fields.workingHours') }),
    workingHoursAr: t('common.inArabic', { label: t('platformInfo.contact.fields.workingHours') }),
  };

  return (
    <SectionCard
      icon={<ContactCard24Regular />}
      title={t('platformInfo.contact.title')}
      description={t('platformInfo.contact.description')}
      testId="contact-info"
      actions={
        !editing && info ? (
          <Button icon={<Edit20Regular />} onClick={startEditing}>
            {t('common.edit')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form onSubmit={submit} noValidate aria-label={t('platformInfo.contact.title')}>
          <FormGrid>
            <TextField label={labels.phone} required lang="en" type="tel" {...form.bind('phone')} />
            <TextField label={labels.email} required lang="en" type="email" {...form.bind('email')} />
            <BilingualField label={t('platformInfo.contact.fields.address')} required en={form.bind('addressEn')} ar={form.bind('addressAr')} />
            <BilingualField label={t('platformInfo.contact.fields.workingHours')} required en={form.bind('workingHoursEn')} ar={form.bind('workingHoursAr')} />
          </FormGrid>
          <div className={styles.actions}>
            <Button onClick={cancel} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <SubmitButton busy={save.isPending} />
          </div>
        </form>
      ) : info ? (
        <dl className={styles.facts}>
          {FIELDS.map((field) => (
            <div key={field} className={styles.fact}>
              <dt className={styles.term}>{labels[field]}</dt>
              <dd className={mergeClasses(styles.value, field.endsWith('Ar') && styles.arabic)} dir={field.endsWith('Ar') ? 'rtl' : field.endsWith('En') || field === 'email' || field === 'phone' ? 'ltr' : undefined}>
                {info[field] ? <Text>{info[field]}</Text> : <Text className={styles.notSet}>{t('common.notSet')}</Text>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <EmptyState icon={<ContactCard24Regular />} title={t('platformInfo.contact.none')}>
          <Button appearance="primary" icon={<Add20Regular />} onClick={startEditing}>
            {t('platformInfo.contact.add')}
          </Button>
        </EmptyState>
      )}
    </SectionCard>
  );
}
