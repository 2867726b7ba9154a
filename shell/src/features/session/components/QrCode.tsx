import { Skeleton } from '@vsp/design-system';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const SIZE = 200;

const Picture = styled.img`
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface QrCodeProps {
  /** What the code holds. */
  text: string;
  /** What the picture is, for those who cannot see it. */
  label: string;
}

/**
 * A QR code of `text`, drawn as SVG in the browser: nothing leaves it (the text is a secret). The
 * library is loaded when a code is first shown, so the sign-in page does not carry it.
 */
export function QrCode({ text, label }: QrCodeProps) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let shown = true;
    void import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => shown && setSvg(drawn));
    return () => {
      shown = false;
    };
  }, [text]);
  if (!svg) return <Skeleton width={SIZE} height={SIZE} aria-label="Drawing the QR code..." />;
  return <Picture src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} />;
}
