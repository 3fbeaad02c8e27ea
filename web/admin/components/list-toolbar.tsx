import { Button, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto', flexWrap: 'wrap' },
});

/** A list's search box, its add button and any further actions. */
export function ListToolbar(props: {
  query: string;
  onQueryChange(query: string): void;
  searchPlaceholder: string;
  addLabel?: string;
  onAdd?: () => void;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <SearchBox
        className={styles.search}
        value={props.query}
        placeholder={props.searchPlaceholder}
        aria-label={props.searchPlaceholder}
        onChange={(_, data) => props.onQueryChange(data.value)}
      />
      <div className={styles.actions}>
        {props.children}
        {props.onAdd ? (
          <Button appearance="primary" icon={<Add20Regular />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
