import { Button, Field, Input, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens, ToolbarToggleButton, Tooltip } from '@fluentui/react-components';
import { Link20Regular } from '@fluentui/react-icons';
import type { Editor } from '@tiptap/core';
import { useState, type KeyboardEvent } from 'react';
import { useAdminTranslation } from '../../i18n';
import { isAllowedLink } from './extensions';

export const usePopoverStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: 'min(320px, calc(100vw - 48px))' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The toolbar's link button: a small popover to give, change or take off the selected words' address. */
export function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const styles = usePopoverStyles();
  const { t } = useAdminTranslation();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [refused, setRefused] = useState(false);

  const openChange = (next: boolean) => {
    if (next) {
      setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
      setRefused(false);
    }
    setOpen(next);
  };

  const apply = () => {
    const href = address.trim();
    if (!isAllowedLink(href)) {
      setRefused(true);
      return;
    }
    // Focus goes back to the link button as the popover closes (where a keyboard user left it): Tab returns to the text.
    const chain = editor.chain().extendMarkRange('link');
    // With nothing selected the address itself becomes the link's words.
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setOpen(false);
  };

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  // The popover is not a form of its own: the dialog around the editor is, and Enter here must not save the record.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => openChange(data.open)} trapFocus withArrow positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('richText.link')} relationship="label" withArrow>
          <ToolbarToggleButton name="format" value="link" appearance="subtle" icon={<Link20Regular />} />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('richText.link')}>
        <Field
          label={t('richText.linkAddress')}
          hint={t('richText.linkHint')}
          validationState={refused ? 'error' : 'none'}
          validationMessage={refused ? t('richText.linkRefused') : undefined}
        >
          <Input
            value={address}
            dir="ltr"
            type="url"
            inputMode="url"
            placeholder="https://"
            onKeyDown={onKeyDown}
            onChange={(_, data) => {
              setAddress(data.value);
              setRefused(false);
            }}
          />
        </Field>
        <div className={styles.buttons}>
          <Button appearance="primary" onClick={apply}>
            {t('richText.linkApply')}
          </Button>
          {active ? <Button onClick={remove}>{t('richText.linkRemove')}</Button> : null}
          <Button appearance="subtle" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
