import { Link } from 'react-router-dom';
import { PRODUCT_SLOGAN } from '@aikc/shared/constants';
import './logo.css';

/** The logo mark: a shield-like tile with a rising policy curve and a spark, in the portal's blue. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <defs>
        <linearGradient id="aikc-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4b93ff" />
          <stop offset="1" stopColor="#0b4fd8" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#aikc-logo-g)" />
      <path
        d="M12 33 L20 25 L26 29 L36 17"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="36" cy="17" r="3.6" fill="#ffd666" />
      <rect x="12" y="36.5" width="24" height="3" rx="1.5" fill="rgba(255,255,255,0.55)" />
    </svg>
  );
}

/** Logo mark, product name and slogan, linking home. */
export function Logo() {
  return (
    <Link to="/" className="site-logo" title="AI科策云首页">
      <LogoMark />
      <span className="site-logo__text">
        <span className="site-logo__name">
          <em>AI</em>科策云
        </span>
        <span className="site-logo__slogan">{PRODUCT_SLOGAN}</span>
      </span>
    </Link>
  );
}
