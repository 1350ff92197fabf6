// The field with a play drawn on it: the home team's end zone on the left, the line of scrimmage and the line to
// gain, both sides' players by position as their sets line them up, and the play as it went (the run's path, the
// routes and the throw, a kick's flight and return); the ball where the play ended. A play without a drawing (a
// timeout, a game whose plays were kept as text alone) shows the ball at its spot. The view follows the play: 60
// yards wide around it, wider for a long one. An SVG with a text alternative: its name says the sets and the play,
// its description the whole play in words; its data attributes carry the drawing's facts.
import { useId } from 'react';
import type { LivePlay } from '../../../shared/live-types';
import { artLine, playDescription } from '../../../shared/playArtText';
import { countFrom } from '../../display';
import { type ArtPath, type Marker, markersOf, pathsOf, toField } from './fieldLayout';

const FIELD_HEIGHT = 53.3;
/** The narrowest view, in yards, and its shape (kept as the view widens): the field less a yard and a half each side. */
const VIEW = 60;
const ASPECT = 50 / VIEW;

const PATH_STYLE: Readonly<Record<ArtPath['kind'], { stroke: string; width: number; dash?: string; arrow: boolean }>> =
  {
    route: { stroke: '#ffffff', width: 0.3, arrow: true },
    decoy: { stroke: '#ffffff', width: 0.2, dash: '0.8 0.6', arrow: true },
    throw: { stroke: '#ffd600', width: 0.3, dash: '0.6 0.5', arrow: false },
    run: { stroke: '#ff9800', width: 0.45, arrow: true },
    kick: { stroke: '#ffffff', width: 0.3, dash: '0.3 0.5', arrow: false },
    return: { stroke: '#ff9800', width: 0.45, arrow: true },
  };

/** The colours of the paths that end in an arrow (one arrowhead each). */
const ARROW_COLOURS = [
  ...new Set(
    Object.values(PATH_STYLE)
      .filter((s) => s.arrow)
      .map((s) => s.stroke),
  ),
];

const ROLE_RING: Readonly<Record<NonNullable<Marker['role']>, string>> = {
  carrier: '#ff9800',
  passer: '#90caf9',
  target: '#ffd600',
  defender: '#ef5350',
};

interface Props {
  play: LivePlay | null;
  home: string;
  away: string;
  /** The play's number in the game (the side a run is drawn to). */
  index?: number;
}

export function FieldView({ play, home, away, index = 0 }: Props) {
  const titleId = useId();
  const descId = useId();
  // Marker ids go into url(#...): letters and digits only.
  const arrowId = `arrow${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const art = play?.art ?? null;
  const los = play?.ball_on ?? 50;
  const dir: 1 | -1 = play?.offense === 'away' ? -1 : 1;
  const losX = 10 + los;
  const toGo = play && play.down > 0 ? Math.min(110, losX + dir * play.distance) : null;
  const markers = art ? markersOf(art) : [];
  const paths = art ? pathsOf(art, markers, index) : [];
  const spot = (side: Marker['side'], depth: number, lateral: number) => toField(los, dir, side, depth, lateral);
  const drawnPaths = paths.map((p) => ({
    kind: p.kind,
    points: p.points.map((q) => spot('offense', q.depth, q.lateral)),
  }));
  // The ball where the play ended: the end of its last run or return, else the line (a throw that fell, a foul).
  const last = [...drawnPaths].reverse().find((p) => p.kind === 'run' || p.kind === 'return' || p.kind === 'kick');
  const ball = last ? last.points[last.points.length - 1] : { x: losX, y: FIELD_HEIGHT / 2 };
  // The view: 60 yards around the play, wider when the play is longer.
  const xs = [losX, ball.x, ...(toGo === null ? [] : [toGo]), ...drawnPaths.flatMap((p) => p.points.map((q) => q.x))];
  for (const m of markers) xs.push(spot(m.side, m.depth, m.lateral).x);
  const lo = Math.min(...xs) - 4;
  const hi = Math.max(...xs) + 4;
  const width = Math.min(124, Math.max(VIEW, hi - lo));
  const x0 = Math.max(-2, Math.min(122 - width, (lo + hi) / 2 - width / 2));
  const height = width * ASPECT;
  const y0 = FIELD_HEIGHT / 2 - height / 2;
  const offense = play?.offense === 'away' ? away : home;
  const name = play
    ? art
      ? `The field: ${artLine(art)}`
      : `Ball on the ${play.field}${play.down > 0 ? `, ${play.down} and ${play.distance}` : ''}`
    : 'Before kickoff';
  const scale = width / VIEW;
  return (
    <svg
      viewBox={`${x0} ${y0} ${width} ${height}`}
      className="w-100 field-view"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-testid="field"
      data-kind={art?.kind}
      data-formation={art?.formation}
      data-personnel={art?.personnel ?? undefined}
      data-front={art?.front}
      data-coverage={art?.coverage ?? undefined}
      data-defense-call={art?.defense_call ?? undefined}
      data-play={art?.play ?? undefined}
      data-result={art?.result}
      data-yards={art?.yards}
      data-ball-carrier={art?.ball_carrier?.name}
      data-passer={art?.passer?.name}
      data-target={art?.target?.name}
      data-defender={art?.defender?.name}
      data-offense={play?.offense}
    >
      <title id={titleId}>{name}</title>
      <desc id={descId}>{play ? playDescription(play, offense) : 'Before kickoff'}</desc>
      <defs>
        {ARROW_COLOURS.map((colour) => (
          <marker
            key={colour}
            id={`${arrowId}${colour.slice(1)}`}
            viewBox="0 0 4 4"
            refX={2}
            refY={2}
            markerWidth={3}
            markerHeight={3}
            orient="auto"
          >
            <path d="M0,0 L4,2 L0,4 z" fill={colour} />
          </marker>
        ))}
      </defs>
      <rect x={x0} y={y0} width={width} height={height} fill="#1b4d1e" />
      <rect x={0} y={0} width={120} height={FIELD_HEIGHT} fill="#2e7d32" />
      <rect x={0} y={0} width={10} height={FIELD_HEIGHT} fill="#1b5e20" />
      <rect x={110} y={0} width={10} height={FIELD_HEIGHT} fill="#1b5e20" />
      {countFrom(0, 21).map((i) => (
        <line
          key={i}
          x1={10 + i * 5}
          x2={10 + i * 5}
          y1={0}
          y2={FIELD_HEIGHT}
          stroke="#ffffff"
          strokeOpacity={i % 2 === 0 ? 0.6 : 0.25}
          strokeWidth={0.2 * scale}
        />
      ))}
      {countFrom(1, 9).map((i) => (
        <text key={i} x={10 + i * 10} y={4.2} fill="#ffffff" fillOpacity={0.6} fontSize={2} textAnchor="middle">
          {i <= 5 ? i * 10 : 100 - i * 10}
        </text>
      ))}
      <text
        x={5}
        y={FIELD_HEIGHT / 2}
        fill="#ffffff"
        fontSize={4}
        textAnchor="middle"
        transform={`rotate(-90 5 ${FIELD_HEIGHT / 2})`}
      >
        {home}
      </text>
      <text
        x={115}
        y={FIELD_HEIGHT / 2}
        fill="#ffffff"
        fontSize={4}
        textAnchor="middle"
        transform={`rotate(90 115 ${FIELD_HEIGHT / 2})`}
      >
        {away}
      </text>
      {toGo !== null && (
        <line
          x1={toGo}
          x2={toGo}
          y1={0}
          y2={FIELD_HEIGHT}
          stroke="#ffd600"
          strokeWidth={0.5}
          data-testid="first-down-line"
        />
      )}
      <line
        x1={losX}
        x2={losX}
        y1={0}
        y2={FIELD_HEIGHT}
        stroke="#64b5f6"
        strokeWidth={0.5}
        data-testid="line-of-scrimmage"
      />
      {drawnPaths.map((p, i) => {
        const style = PATH_STYLE[p.kind];
        return (
          <polyline
            // biome-ignore lint/suspicious/noArrayIndexKey: a play's paths are drawn in one order
            key={i}
            data-testid="path"
            data-kind={p.kind}
            points={p.points.map((q) => `${q.x},${q.y}`).join(' ')}
            fill="none"
            stroke={style.stroke}
            strokeWidth={style.width}
            strokeDasharray={style.dash}
            strokeLinejoin="round"
            markerEnd={style.arrow ? `url(#${arrowId}${style.stroke.slice(1)})` : undefined}
          />
        );
      })}
      {markers.map((m, i) => {
        const at = spot(m.side, m.depth, m.lateral);
        const offenseSide = m.side === 'offense';
        return (
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: a set's places are drawn in one order
            key={i}
            data-testid="player"
            data-side={m.side}
            data-pos={m.pos}
            data-role={m.role ?? undefined}
            transform={`translate(${at.x} ${at.y})`}
          >
            {m.role && <circle r={1.45} fill="none" stroke={ROLE_RING[m.role]} strokeWidth={0.35} />}
            {offenseSide ? (
              <circle r={0.95} fill="#f8f9fa" stroke="#0b3d91" strokeWidth={0.2} />
            ) : (
              <rect
                x={-0.85}
                y={-0.85}
                width={1.7}
                height={1.7}
                fill="#212529"
                stroke="#ffffff"
                strokeWidth={0.15}
                transform="rotate(45)"
              />
            )}
            <text
              y={0.35}
              fontSize={0.95}
              textAnchor="middle"
              fill={offenseSide ? '#0b3d91' : '#ffffff'}
              fontWeight={600}
            >
              {m.pos}
            </text>
          </g>
        );
      })}
      <ellipse
        cx={ball.x}
        cy={ball.y}
        rx={1.2}
        ry={0.75}
        fill="#8d4f1f"
        stroke="#ffffff"
        strokeWidth={0.2}
        data-testid="ball"
        data-ball-on={los}
      />
    </svg>
  );
}
