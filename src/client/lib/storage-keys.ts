/**
 * Every key this app keeps in the browser's storage, in one place: account deletion must be able
 * to find them all, and two screens reading the same value must spell it the same way.
 */
export const STORAGE_KEYS = {
  /** localStorage: the day (yyyy-MM-dd, the person's own) of the last celebration (SPEC §4). */
  lastCelebration: 'renouveau.lastCelebration',
  /** localStorage: how many times the feedback popup was shown (at most 2, SPEC §4). */
  feedbackPopupShown: 'renouveau.feedbackPopupShown',
  /** localStorage: when the urge flow's 10-minute wait ends (ms since 1970), so leaving and coming back keeps it. */
  urgeWaitEndsAt: 'renouveau.urgeWaitEndsAt',
  /** localStorage: the chat's notices were folded after a first reading (issue 27); « 1 » when folded. */
  chatNoticesFolded: 'renouveau.chatNoticesFolded',
  /**
   * localStorage (issue 30): that this device's person is signed in and told their story, with their
   * gender and age (the words that agree, the helplines of a young person) — never the e-mail — so
   * that the app opens offline. Written only without an app lock; erased at sign-out.
   */
  offlineSession: 'renouveau.offlineSession',
  /**
   * localStorage (issue 30): the safety plan, kept on this device only if the person chose
   * « Garder mon plan sur ce téléphone », with whose it is; erased when they turn it off or sign out.
   */
  safetyPlanOnDevice: 'renouveau.safetyPlanOnDevice',
  /**
   * localStorage (issue 41): what the person is writing and has not sent — `<prefix><person id>.<form>`
   * (lib/drafts.ts); forgotten once sent, at sign-out, and by the quick exit when an app code is set.
   */
  draftPrefix: 'renouveau.draft.',
  /** sessionStorage: when this tab last left by « Quitter rapidement » (ms since 1970); earlier pages stay hidden. */
  quickExitAt: 'renouveau.quickExitAt',
  /** sessionStorage: '1' once this tab has shown a crisis card. */
  crisisSession: 'renouveau.crisisSession',
} as const;

/** The localStorage keys that hold something about the person, forgotten when the account is deleted. */
export const PERSONAL_LOCAL_KEYS = [
  STORAGE_KEYS.offlineSession,
  STORAGE_KEYS.safetyPlanOnDevice,
  STORAGE_KEYS.feedbackPopupShown,
  STORAGE_KEYS.lastCelebration,
  STORAGE_KEYS.urgeWaitEndsAt,
] as const;
