import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from '@/lib/domain/dates';

/**
 * The day a key moves the calendar's focus to (WAI-ARIA APG date picker dialog), or null for a
 * key the grid leaves alone. Left and right follow the screen: in Arabic the grid runs right to
 * left, so ArrowLeft goes to the NEXT day. Home and End are the week's start and end, whatever
 * the direction.
 */
export function dayForKey(key: string, focus: string, { rtl, shift }: { rtl: boolean; shift: boolean }): string | null {
  switch (key) {
    case 'ArrowRight':
      return addDays(focus, rtl ? -1 : 1);
    case 'ArrowLeft':
      return addDays(focus, rtl ? 1 : -1);
    case 'ArrowDown':
      return addDays(focus, 7);
    case 'ArrowUp':
      return addDays(focus, -7);
    case 'Home':
      return startOfWeek(focus);
    case 'End':
      return endOfWeek(focus);
    case 'PageUp':
      return shift ? addYears(focus, -1) : addMonths(focus, -1);
    case 'PageDown':
      return shift ? addYears(focus, 1) : addMonths(focus, 1);
    default:
      return null;
  }
}
