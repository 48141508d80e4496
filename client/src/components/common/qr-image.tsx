import { useEffect, useState } from 'react';

/** A QR code drawn in the browser for `value` (no image is fetched); the encoder is fetched with the first one. */
export function QrImage({ value, size = 112, alt }: { value: string; size?: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1a2233', light: '#ffffff' } }))
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={alt} style={{ display: 'block', borderRadius: 4 }} />
  ) : (
    <div style={{ width: size, height: size, background: '#f2f4f8', borderRadius: 4 }} aria-label={alt} />
  );
}
