import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

const SIZE = 192;

const useStyles = makeStyles({
  frame: {
    width: `${SIZE}px`,
    height: `${SIZE}px`,
    padding: tokens.spacingHorizontalS,
    backgroundColor: '#ffffff',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
  },
  image: { display: 'block', width: '100%', height: '100%' },
});

/**
 * A QR code of `text`, drawn in the page (the secret never leaves it) as an SVG image behind a data: address,
 * which the CSP allows for images. The QR library loads only when a code is first drawn.
 */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const styles = useStyles();
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className={styles.frame}>
      {source ? <img className={styles.image} src={source} alt={alt} width={SIZE} height={SIZE} data-testid="two-factor-qr" /> : null}
    </div>
  );
}
