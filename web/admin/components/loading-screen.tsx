import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  screen: {
    minHeight: '100dvh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The whole-page wait (session check, the dashboard's first load). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={useStyles().screen} role="status" aria-live="polite">
      <Spinner size="large" label={label} labelPosition="below" />
    </div>
  );
}
