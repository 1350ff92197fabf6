// How numbers, classes and ranks read on screen.
import type { ClassYear } from '../shared/api-types';

const CLASS_LABELS: Record<ClassYear, string> = {
  fr: 'Freshman',
  so: 'Sophomore',
  jr: 'Junior',
  sr: 'Senior',
};

/** fr/so/jr/sr in words; anything else in upper case. */
export function classLabel(year: string): string {
  return CLASS_LABELS[year as ClassYear] ?? year.toUpperCase();
}

/** Whole numbers as they are, others with one decimal. */
export function statValue(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** One decimal, or N/A when missing (poll score, strength of record). */
export function oneDecimalOrNA(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? 'N/A' : value.toFixed(1);
}

/** Rank prefix shown only for a top-25 team (rank 1..25). */
export function top25Prefix(rank: number | null | undefined): string {
  return rank && rank > 0 && rank <= 25 ? `#${rank} ` : '';
}

/** A poll rank, or "-" before the first poll (the API sends 0 for "not ranked yet"). */
export function rankText(rank: number | null | undefined): string {
  return rank && rank > 0 ? String(rank) : '-';
}

export function isTop25(rank: number | null | undefined): boolean {
  return !!rank && rank > 0 && rank <= 25;
}

export function winLoss(wins: number, losses: number): string {
  return `${wins}-${losses}`;
}

export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The whole numbers from `first`, `count` of them (weeks of a menu, periods of a line score). */
export function countFrom(first: number, count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => first + i);
}
