// The field with the ball where the snap is: the home team's end zone on the left. An SVG with a text alternative.
import type { LivePlay } from '../../../shared/live-types';
import { countFrom } from '../../display';

const WIDTH = 120;
const HEIGHT = 53;

export function FieldView({ play, home, away }: { play: LivePlay | null; home: string; away: string }) {
  // Yards 0-100 from the home goal line sit between the end zones (10 yards each).
  const x = 10 + (play?.ball_on ?? 50);
  const toGo =
    play && play.down > 0 ? Math.min(110, x + (play.offense === 'home' ? play.distance : -play.distance)) : null;
  const label = play
    ? `Ball on the ${play.field}${play.down > 0 ? `, ${play.down} and ${play.distance}` : ''}`
    : 'Before kickoff';
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="w-100 field-view"
      role="img"
      aria-label={label}
      data-testid="field"
    >
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#2e7d32" />
      <rect x={0} y={0} width={10} height={HEIGHT} fill="#1b5e20" />
      <rect x={110} y={0} width={10} height={HEIGHT} fill="#1b5e20" />
      {countFrom(0, 11).map((i) => (
        <line
          key={i}
          x1={10 + i * 10}
          x2={10 + i * 10}
          y1={0}
          y2={HEIGHT}
          stroke="#ffffff"
          strokeOpacity={0.6}
          strokeWidth={0.3}
        />
      ))}
      <text
        x={5}
        y={HEIGHT / 2}
        fill="#ffffff"
        fontSize={4}
        textAnchor="middle"
        transform={`rotate(-90 5 ${HEIGHT / 2})`}
      >
        {home}
      </text>
      <text
        x={115}
        y={HEIGHT / 2}
        fill="#ffffff"
        fontSize={4}
        textAnchor="middle"
        transform={`rotate(90 115 ${HEIGHT / 2})`}
      >
        {away}
      </text>
      {toGo !== null && (
        <line x1={toGo} x2={toGo} y1={0} y2={HEIGHT} stroke="#ffd600" strokeWidth={0.6} data-testid="first-down-line" />
      )}
      <line x1={x} x2={x} y1={0} y2={HEIGHT} stroke="#64b5f6" strokeWidth={0.6} />
      <ellipse
        cx={x}
        cy={HEIGHT / 2}
        rx={1.8}
        ry={1.1}
        fill="#8d4f1f"
        stroke="#ffffff"
        strokeWidth={0.2}
        data-testid="ball"
        data-ball-on={play?.ball_on ?? 50}
      />
    </svg>
  );
}
