import { useId } from 'react';
import { addCalendarDays, isCalendarDate, to12HourTime } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { formatShortDay } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import * as styles from './OpenSlots.css';

/** One day's open times, as the API answers them (`GET /api/doctors/{pmdc}/slots`). */
export interface OpenSlotsDay {
  /** `YYYY-MM-DD`, Pakistan's calendar. */
  date: string;
  /** 24-hour `HH:MM`. */
  times: readonly string[];
}

export interface OpenSlotsProps {
  /** The open times of the coming days, each day with at least one. */
  days: readonly OpenSlotsDay[];
  /** Today's date (`YYYY-MM-DD`, Pakistan's calendar), so today and tomorrow are named as such. */
  today: string;
  /** How many days the times cover, for the sentence shown when there are none. */
  daysCovered: number;
  /** A time was chosen: the page opens the booking with it. */
  onChoose: (slot: { date: string; time: string }) => void;
  /** The heading's level in the page outline. */
  headingLevel?: 2 | 3;
}

/** A day as the list names it: "Today, Mon 30 Nov", "Tomorrow, Tue 1 Dec", "Wed 2 Dec". */
function dayName(t: Translate, date: string, today: string): string {
  const day = formatShortDay(t, new Date(`${date}T00:00:00Z`));
  if (date === today) return t('OpenSlots.today', { day });
  if (date === addCalendarDays(today, 1)) return t('OpenSlots.tomorrow', { day });
  return day;
}

/**
 * A doctor's next open times: a heading, then each day (named, today and tomorrow as such) with its times as
 * buttons in 12-hour time; pressing one chooses it (`onChoose`). Each day is a group named by its day, so a screen
 * reader says which day a time is on. With no open time, a sentence says so.
 */
export function OpenSlots({ days, today, daysCovered, onChoose, headingLevel = 2 }: OpenSlotsProps) {
  const headingId = useId();
  const dayIds = useId();
  const t = useMessages();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const shown = days.filter((day) => isCalendarDate(day.date) && day.times.length > 0);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('OpenSlots.heading')}
      </Heading>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('OpenSlots.none', { days: daysCovered })}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('OpenSlots.choose')}</p>
          <ul className={styles.days}>
            {shown.map((day, index) => {
              const dayId = `${dayIds}-${String(index)}`;
              return (
                <li key={day.date} className={styles.day}>
                  <p id={dayId} className={styles.dayName}>
                    {dayName(t, day.date, today)}
                  </p>
                  <div role="group" aria-labelledby={dayId} className={styles.times}>
                    {day.times.map((time) => (
                      <Button
                        key={time}
                        size="small"
                        variant="outline"
                        data={{ slot: `${day.date} ${time}` }}
                        onClick={() => {
                          onChoose({ date: day.date, time });
                        }}
                      >
                        <span dir="ltr">{to12HourTime(time) ?? time}</span>
                      </Button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
