import {
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  Toolbar,
  ToolbarDivider,
  ToolbarRadioButton,
  ToolbarRadioGroup,
  ToolbarToggleButton,
  Tooltip,
} from '@fluentui/react-components';
import {
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextBulletListRtl20Regular,
  TextDirectionHorizontalLtr20Regular,
  TextDirectionHorizontalRtl20Regular,
  TextHeader220Regular,
  TextHeader320Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextNumberListRtl20Regular,
  TextParagraphDirection20Regular,
  TextQuote20Regular,
} from '@fluentui/react-icons';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import type { BlockDirection } from './direction-marks';
import { editorContentOf, editorExtensions, markdownOf } from './extensions';
import { ImageButton } from './image-button';
import { LinkButton } from './link-button';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: {
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
  },
  // The text as the public page lays it out, in logical properties: the field's direction, not the dashboard's, decides.
  content: {
    minHeight: '200px',
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    // Each paragraph lines up with its own direction's start, whatever the dialog around it says.
    textAlign: 'start',
    overflowWrap: 'anywhere',
    outlineStyle: 'none',
    borderBottomLeftRadius: tokens.borderRadiusMedium,
    borderBottomRightRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '& p': { marginBlock: tokens.spacingVerticalS },
    '& h2': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, marginBlock: tokens.spacingVerticalM },
    '& h3': { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, marginBlock: tokens.spacingVerticalM },
    '& ul, & ol': { paddingInlineStart: tokens.spacingHorizontalXXL, marginBlock: tokens.spacingVerticalS },
    '& li > p': { marginBlock: 0 },
    '& blockquote': {
      marginInline: 0,
      paddingInlineStart: tokens.spacingHorizontalM,
      borderInlineStartWidth: '3px',
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorBrandStroke2,
      color: tokens.colorNeutralForeground2,
    },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: tokens.borderRadiusMedium },
    '& img.ProseMirror-selectednode': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

export interface RichTextEditorProps {
  /** The field's label, which names the toolbar too. */
  label: string;
  lang?: 'en' | 'ar';
  value: string;
  onChange(markdown: string): void;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

type Toggle = 'h2' | 'h3' | 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/** Which toggles are on where the cursor is, and the direction of its paragraph ('auto' when it follows the field). */
function formattingAt(editor: Editor) {
  const toggles: Toggle[] = [];
  if (editor.isActive('heading', { level: 2 })) toggles.push('h2');
  if (editor.isActive('heading', { level: 3 })) toggles.push('h3');
  for (const name of ['bold', 'italic', 'bulletList', 'orderedList', 'blockquote', 'link'] as const) if (editor.isActive(name)) toggles.push(name);
  const block = editor.isActive('heading') ? 'heading' : 'paragraph';
  const direction = (editor.getAttributes(block).direction as BlockDirection | undefined) ?? 'auto';
  return { toggles, direction };
}

/** The Tiptap editor of one long text (loaded lazily by RichTextField): a toolbar over the editing area. */
export default function RichTextEditor(props: RichTextEditorProps) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const direction = props.lang === 'ar' ? 'rtl' : props.lang === 'en' ? 'ltr' : 'auto';
  // The text this editor last handed out: a different value from outside (a form reset) replaces the content.
  const emitted = useRef(props.value);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });

  // The editing area is a textbox named by the field's label and described by its hint and problem. useEditor hands
  // changed options to the editor on the next render, so these follow the field's state.
  const { labelledBy, describedBy, invalid, required, lang } = props;
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', class: styles.content };
    if (lang) attributes.lang = lang;
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    return { attributes };
  }, [labelledBy, describedBy, invalid, required, lang, styles.content]);

  const extensions = useMemo(() => editorExtensions({ assetUrl: (path) => adminPlatform().assetUrl(path) }), []);
  const editor = useEditor({
    extensions,
    content: editorContentOf(props.value),
    contentType: 'markdown',
    textDirection: direction,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: updated }) => {
      emitted.current = markdownOf(updated);
      onChange.current(emitted.current);
    },
  });

  useEffect(() => {
    if (props.value === emitted.current) return;
    emitted.current = props.value;
    editor.commands.setContent(editorContentOf(props.value), { contentType: 'markdown', emitUpdate: false });
  }, [editor, props.value]);

  const state = useEditorState({ editor, selector: ({ editor: current }) => formattingAt(current) });
  const run = () => editor.chain().focus();
  const setDirection = (chosen: BlockDirection) =>
    run().updateAttributes('paragraph', { direction: chosen }).updateAttributes('heading', { direction: chosen }).run();

  const toggle = (value: Toggle, label: string, icon: ReactElement, action: () => void) => (
    <Tooltip content={label} relationship="label" withArrow>
      <ToolbarToggleButton name="format" value={value} appearance="subtle" icon={icon} onClick={action} />
    </Tooltip>
  );
  const directionButton = (value: 'auto' | 'rtl' | 'ltr', label: string, icon: ReactElement) => (
    <Tooltip content={label} relationship="label" withArrow>
      <ToolbarRadioButton name="direction" value={value} appearance="subtle" icon={icon} onClick={() => setDirection(value === 'auto' ? null : value)} />
    </Tooltip>
  );

  const rightToLeft = direction === 'rtl';
  return (
    // The toolbar follows the dashboard's language; the text its own.
    <div className={mergeClasses(styles.frame, props.invalid && styles.invalid)}>
      <Toolbar
        aria-label={t('richText.toolbar', { label: props.label })}
        size="small"
        className={styles.toolbar}
        checkedValues={{ format: state.toggles, direction: [state.direction] }}
      >
        {toggle('h2', t('richText.heading2'), <TextHeader220Regular />, () => run().toggleHeading({ level: 2 }).run())}
        {toggle('h3', t('richText.heading3'), <TextHeader320Regular />, () => run().toggleHeading({ level: 3 }).run())}
        <ToolbarDivider />
        {toggle('bold', t('richText.bold'), <TextBold20Regular />, () => run().toggleBold().run())}
        {toggle('italic', t('richText.italic'), <TextItalic20Regular />, () => run().toggleItalic().run())}
        <ToolbarDivider />
        {toggle('bulletList', t('richText.bulletList'), rightToLeft ? <TextBulletListRtl20Regular /> : <TextBulletListLtr20Regular />, () =>
          run().toggleBulletList().run(),
        )}
        {toggle('orderedList', t('richText.orderedList'), rightToLeft ? <TextNumberListRtl20Regular /> : <TextNumberListLtr20Regular />, () =>
          run().toggleOrderedList().run(),
        )}
        {toggle('blockquote', t('richText.quote'), <TextQuote20Regular />, () => run().toggleBlockquote().run())}
        <ToolbarDivider />
        <LinkButton editor={editor} active={state.toggles.includes('link')} />
        <ImageButton editor={editor} />
        <ToolbarDivider />
        <ToolbarRadioGroup aria-label={t('richText.direction')}>
          {directionButton('auto', t('richText.directionAuto'), <TextParagraphDirection20Regular />)}
          {directionButton('rtl', t('richText.directionRtl'), <TextDirectionHorizontalRtl20Regular />)}
          {directionButton('ltr', t('richText.directionLtr'), <TextDirectionHorizontalLtr20Regular />)}
        </ToolbarRadioGroup>
      </Toolbar>
      <EditorContent editor={editor} />
    </div>
  );
}
