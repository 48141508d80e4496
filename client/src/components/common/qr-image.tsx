import { useEffect, useRef, useState } from 'react';

/**
 * A QR code drawn in the browser for `value` (no image is fetched). The encoder is fetched when the first code
 * comes near the viewport (the footer's codes are below the fold on a phone), in a box of the final size.
 */
export function QrImage({ value, size = 112, alt }: { value: string; size?: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !box.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    io.observe(box.current);
    return () => io.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near) return;
    let alive = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, {
          width: size * 2,
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#1a2233', light: '#ffffff' },
        }),
      )
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size, near]);
  return src ? (
    <img src={src} width={size} height={size} alt={alt} style={{ display: 'block', borderRadius: 4 }} />
  ) : (
    <div
      ref={box}
      role="img"
      style={{ width: size, height: size, background: '#f2f4f8', borderRadius: 4 }}
      aria-label={alt}
    />
  );
}
