// Prestige gauges (7 dots) and star displays.
import { countFrom } from '../display';

/** Fixed colour per prestige tier 1-7 (low = grey, elite = red). */
export const PRESTIGE_COLORS = ['#9aa0a6', '#8d6e63', '#2e7d32', '#1565c0', '#6a1b9a', '#ef6c00', '#c62828'];

export function prestigeColor(prestige: number): string {
  return PRESTIGE_COLORS[clamp(Math.round(prestige), 1, 7) - 1];
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function PrestigeGauge({ value, label }: { value: number; label?: string }) {
  const filled = clamp(Math.round(value), 0, 7);
  const color = prestigeColor(Math.max(1, filled));
  return (
    <span
      className="prestige-gauge"
      role="img"
      title={`${label ? `${label}: ` : ''}${filled} / 7`}
      aria-label={`${label ?? 'Prestige'} ${filled} of 7`}
    >
      {countFrom(1, 7).map((dot) => (
        <span key={dot} className="dot" style={dot <= filled ? { background: color, borderColor: color } : undefined} />
      ))}
    </span>
  );
}

/** `value` filled stars out of `max`, value clamped to [min, max]. */
export function Stars({
  value,
  max = 5,
  min = 0,
  label,
}: {
  value: number;
  max?: number;
  min?: number;
  label?: string;
}) {
  const filled = clamp(Math.round(value), min, max);
  return (
    <span
      className="stars"
      role="img"
      title={`${label ? `${label}: ` : ''}${filled} / ${max}`}
      aria-label={`${label ?? 'Stars'} ${filled} of ${max}`}
    >
      <span className="on">{'★'.repeat(filled)}</span>
      <span className="off">{'★'.repeat(max - filled)}</span>
    </span>
  );
}
