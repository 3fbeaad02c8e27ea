import { Button, Field, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarBody, Select, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { LIMITS } from '@shared/limits';
import { MANUAL_PAYMENT_KINDS, paymentMethodsInputSchema, type ManualPaymentKind, type ManualPaymentMethod } from '@shared/schemas/payment';
import { useManualMethods } from '../../api/payments';
import { MoveEarlierIcon, MoveLaterIcon } from '../../components/directional-icons';
import { FormGrid, SubmitButton, TextField, useFormMessage } from '../../components/form-fields';
import { LoadFailed } from '../../components/load-failed';
import { IconAction } from '../../components/row-actions';
import { useAdminTranslation } from '../../i18n';
import { useDraftEditor } from '../../hooks/use-draft-editor';
import { moveItem } from '../../lib/move-item';
import { useSaveManualMethods } from './api';
import { draftOf, inputOf, newMethod, type DraftMethod } from './payment-methods-draft';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3 },
  methods: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  method: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  methodHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  kind: { minWidth: '180px', flexGrow: 1, maxWidth: '280px' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** The ways of paying by hand the practice offers visitors (InstaPay, a transfer, cash), read with every one, inactive too. */
export function PaymentMethodsPanel() {
  const { t } = useAdminTranslation();
  const saved = useManualMethods();
  if (saved.isError) return <LoadFailed message={t('bookings.paymentMethods.loadFailed')} onRetry={() => void saved.refetch()} />;
  if (!saved.data) return <Spinner label={t('bookings.paymentMethods.loading')} />;
  return <PaymentMethodsEditor saved={saved.data} />;
}

/**
 * The methods, each with its kind, its name and instructions in both languages and whether visitors may choose it, in
 * the order visitors see them; saved all at once.
 */
function PaymentMethodsEditor({ saved }: { saved: ManualPaymentMethod[] }) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const save = useSaveManualMethods();
  const editor = useDraftEditor({ saved, draftOf, inputOf, schema: paymentMethodsInputSchema, save });
  const { draft, errors, submit } = editor;
  const change = (next: DraftMethod[]) => editor.change(() => next);
  const update = (index: number, changes: Partial<DraftMethod>) => change(draft.map((method, at) => (at === index ? { ...method, ...changes } : method)));
  const add = (kind: ManualPaymentKind) => change([...draft, newMethod(kind, (language) => t(`bookings.paymentMethods.defaultNames.${kind}`, { lng: language }))]);
  const problem = (path: string) => messageOf(errors[path]);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('bookings.sections.payments')}>
      <Text className={styles.muted}>{t('bookings.paymentMethods.description')}</Text>
      {problem('(body)') || problem('methods') ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem('(body)') ?? problem('methods')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {draft.length === 0 ? <Text className={styles.muted}>{t('bookings.paymentMethods.none')}</Text> : null}
      <ul className={styles.methods} aria-label={t('bookings.sections.payments')}>
        {draft.map((method, index) => {
          const path = `methods.${index}`;
          const label = method.nameEn || t('bookings.paymentMethods.number', { number: index + 1 });
          const bind = (field: 'nameEn' | 'nameAr' | 'instructionsEn' | 'instructionsAr') => ({
            value: method[field],
            onChange: (value: string) => update(index, { [field]: value }),
            error: errors[`${path}.${field}`],
          });
          return (
            <li key={method.key} className={styles.method} data-testid="payment-method">
              <div className={styles.methodHead}>
                <Field className={styles.kind} label={t('bookings.paymentMethods.kind')} validationState={problem(`${path}.kind`) ? 'error' : 'none'} validationMessage={problem(`${path}.kind`)}>
                  <Select value={method.kind} onChange={(_, data) => update(index, { kind: data.value as ManualPaymentKind })}>
                    {MANUAL_PAYMENT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`bookings.paymentMethods.kinds.${kind}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Switch
                  checked={method.isActive}
                  label={method.isActive ? t('bookings.paymentMethods.offered') : t('bookings.paymentMethods.notOffered')}
                  onChange={(_, data) => update(index, { isActive: data.checked })}
                />
                <div className={styles.tools}>
                  <IconAction label={t('bookings.paymentMethods.moveEarlier', { name: label })} icon={<MoveEarlierIcon />} disabled={index === 0} onClick={() => change(moveItem(draft, index, index - 1))} />
                  <IconAction
                    label={t('bookings.paymentMethods.moveLater', { name: label })}
                    icon={<MoveLaterIcon />}
                    disabled={index === draft.length - 1}
                    onClick={() => change(moveItem(draft, index, index + 1))}
                  />
                  <IconAction label={t('bookings.paymentMethods.remove', { name: label })} icon={<Delete20Regular />} onClick={() => change(draft.filter((_, at) => at !== index))} />
                </div>
              </div>
              <FormGrid>
                <TextField label={t('common.inEnglish', { label: t('bookings.paymentMethods.name') })} lang="en" required {...bind('nameEn')} />
                <TextField label={t('common.inArabic', { label: t('bookings.paymentMethods.name') })} lang="ar" required {...bind('nameAr')} />
                <TextField
                  label={t('common.inEnglish', { label: t('bookings.paymentMethods.instructions') })}
                  hint={t('bookings.paymentMethods.instructionsHint')}
                  lang="en"
                  required
                  multiline
                  rows={3}
                  {...bind('instructionsEn')}
                />
                <TextField label={t('common.inArabic', { label: t('bookings.paymentMethods.instructions') })} lang="ar" required multiline rows={3} {...bind('instructionsAr')} />
              </FormGrid>
            </li>
          );
        })}
      </ul>
      <div>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<Add20Regular />} disabled={draft.length >= LIMITS.paymentMethods}>
              {t('bookings.paymentMethods.add')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {MANUAL_PAYMENT_KINDS.map((kind) => (
                <MenuItem key={kind} onClick={() => add(kind)}>
                  {t(`bookings.paymentMethods.kinds.${kind}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      <div className={styles.actions}>
        <Button disabled={save.isPending} onClick={editor.undo}>
          {t('bookings.paymentMethods.undo')}
        </Button>
        <SubmitButton busy={save.isPending} />
      </div>
    </form>
  );
}
