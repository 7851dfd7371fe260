import { useEffect, useRef } from 'react';
import { celebratesOnLoad } from '#shared/celebration';
import { browserTimeZone, localDateIn } from '#shared/time-zone';
import { FeedbackPopup } from '#client/features/feedback/feedback-popup';
import { useProgress } from '#client/features/progress/use-progress';
import { useCelebration } from '#client/components/celebration';
import { STORAGE_KEYS } from '#client/lib/storage-keys';
import { useSession } from '#client/lib/session';
import { useAwayLock } from '#client/features/lock/use-lock';

/**
 * SPEC §4 Celebration on app load: once per load, when the days without contact are over 2 and
 * either nothing was ever celebrated, or the count is a multiple of 5 celebrated on another day.
 * The day is recorded in the browser.
 */
function useCelebrationOnLoad(enabled: boolean) {
  const { celebrate } = useCelebration();
  const done = useRef(false);
  const progress = useProgress({ enabled });
  const days = progress.data?.daysNoContact;

  useEffect(() => {
    if (done.current || days === undefined) return;
    done.current = true;
    const today = localDateIn(browserTimeZone());
    if (celebratesOnLoad(days, localStorage.getItem(STORAGE_KEYS.lastCelebration), today)) celebrate(days);
  }, [days, celebrate]);
}

/**
 * What only a signed-in person gets on every screen: the feedback popup, the load-time celebration,
 * and the lock's away timer.
 */
export default function SignedInExtras({ hasStory }: { hasStory: boolean }) {
  useCelebrationOnLoad(hasStory);
  // Here rather than in the layout: the landing page's budget (issue 27's lock). Mounted only while
  // signed in and not locked, which is when it applies. (Escape three times is the header's quick
  // exit's, on every screen: issue 41.)
  useAwayLock(useSession().lock?.afterMinutes ?? null, false);
  // Says the extras are running: effects run child first, so the popup's timer is set by now. The
  // browser tests move a fake clock only after this; waiting for the progress request no longer
  // told them, since the dashboard asks for the progress too (issue 15).
  useEffect(() => {
    document.documentElement.dataset.signedInExtras = 'ready';
    // And when, on the page's clock: a test moves the clock from the timers' start, not from
    // whenever it got to look (a busy machine can take seconds between the two).
    document.documentElement.dataset.signedInExtrasAt = String(Date.now());
    return () => {
      delete document.documentElement.dataset.signedInExtras;
      delete document.documentElement.dataset.signedInExtrasAt;
    };
  }, []);
  return <FeedbackPopup />;
}
