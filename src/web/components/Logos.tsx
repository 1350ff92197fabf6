// Team and conference logos from the server's static /logos path; a missing logo gets a dashed red border.
import { useState } from 'react';

interface LogoProps {
  name: string;
  size?: number;
  className?: string;
}

function Logo({ src, alt, size, className }: { src: string; alt: string; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const classes = `logo${failed ? ' logo-missing' : ''}${className ? ` ${className}` : ''}`;
  if (failed) {
    // Same box as the image, so nothing moves; the name stays available to screen readers and on hover.
    return (
      <span
        role="img"
        aria-label={alt}
        title={alt}
        className={classes}
        style={{ width: size, height: size, display: 'inline-block' }}
      />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      title={alt}
      width={size}
      height={size}
      loading="lazy"
      className={classes}
      onError={() => setFailed(true)}
    />
  );
}

// Beside the app: /logos/ on the server, ./logos/ in the static build (any sub-path).
export function teamLogoUrl(name: string): string {
  return `${import.meta.env.BASE_URL}logos/teams/${encodeURIComponent(name)}.svg`;
}

export function conferenceLogoUrl(name: string): string {
  return `${import.meta.env.BASE_URL}logos/conferences/${encodeURIComponent(name)}.svg`;
}

/** fcs: an FCS opponent, which has no logo: a plain grey disc of the same size, never a missing image. */
export function TeamLogo({ name, size = 24, className, fcs = false }: LogoProps & { fcs?: boolean }) {
  if (fcs) {
    return (
      <span
        role="img"
        aria-label={`${name} (FCS)`}
        title={`${name} (FCS)`}
        className={`logo logo-fcs${className ? ` ${className}` : ''}`}
        style={{ width: size, height: size, display: 'inline-block' }}
      />
    );
  }
  return <Logo key={name} src={teamLogoUrl(name)} alt={name} size={size} className={className} />;
}

export function ConferenceLogo({ name, size = 24, className }: LogoProps) {
  return <Logo key={name} src={conferenceLogoUrl(name)} alt={name} size={size} className={className} />;
}
