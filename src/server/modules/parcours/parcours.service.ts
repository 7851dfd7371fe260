import { eq } from 'drizzle-orm';
import { GoalInputSchema } from '#shared/progress';
import { LetterInputSchema, ReasonInputSchema } from '#shared/no-contact';
import { MatrixItemInputSchema } from '#shared/matrix';
import { JournalEntryInputSchema } from '#shared/journal';
import { SAFETY_PLAN_STEP_MAX_LENGTH } from '#shared/safety-plan';
import { DEFAULT_TIME_ZONE, localDateIn } from '#shared/local-day';
import type { z } from '#shared/zod';
import { isWrittenExercise, type ParcoursExercise } from '#shared/parcours/content';
import { parcoursDay } from '#shared/parcours/days';
import {
  ANSWER_NOT_EXPECTED_MESSAGE,
  ANSWER_REQUIRED_MESSAGE,
  DAY_ALREADY_FINISHED_MESSAGE,
  DAY_NOT_OPEN_MESSAGE,
  type ExerciseResponse,
  MOOD_NOT_EXPECTED_MESSAGE,
  type ParcoursState,
} from '#shared/parcours/api';
import { finishDay, type ParcoursLink, type ParcoursRecord, parcoursDayOf, refusalFor, scheduleOf } from '#shared/parcours/schedule';
import { MOOD_REQUIRED } from '#shared/journal';
import { agreeText } from '#shared/gender';
import type { Database } from '#server/db/client';
import { parcours } from '#server/db/schema';
import type { PersonClock } from '#server/clock';
import { conflict, invalid } from '../errors';
import type { ParcoursStep } from '#server/ai/provider';
import { findGender, type ParcoursLookup } from '../companion/companion-context';
import type { JournalService } from '../journal/journal.service';
import type { MatrixService } from '../matrix/matrix.service';
import type { NoContactService } from '../no-contact/no-contact.service';
import type { ProgressService } from '../progress/progress.service';
import type { SafetyPlanService } from '../safety-plan/safety-plan.service';
import type { BilanService } from './bilan.service';
import { writtenAnswers } from './written-answers';

/** The tools an exercise writes into, each through its own service (its rules, its quotas of text). */
export interface ParcoursTools {
  journal: Pick<JournalService, 'create'>;
  matrix: Pick<MatrixService, 'addItem'>;
  noContact: Pick<NoContactService, 'addLetter' | 'addReason'>;
  progress: Pick<ProgressService, 'addGoal'>;
  safetyPlan: Pick<SafetyPlanService, 'get' | 'save'>;
}

/** What is stored: the record, and the time zone the person last used, for Janne's context (no time zone in a chat turn). */
interface StoredParcours extends ParcoursRecord {
  timeZone: string;
}

const DAY_NOT_OPEN = 'parcours/day-not-open';
const DAY_FINISHED = 'parcours/day-finished';

/** « Mon parcours » (issue 29): where the person is in the 28 days, and their exercises. */
export class ParcoursService implements ParcoursLookup {
  constructor(
    private readonly db: Database,
    private readonly tools: ParcoursTools,
    private readonly bilans: Pick<BilanService, 'isDue'>,
    private readonly clock: PersonClock,
  ) {}

  private today(userId: string, timeZone: string): string {
    return parcoursDayOf(timeZone, this.clock.now(userId));
  }

  private async load(userId: string): Promise<StoredParcours | null> {
    const [row] = await this.db.select({ state: parcours.state }).from(parcours).where(eq(parcours.userId, userId));
    // 'null': the empty record update() writes before its first change.
    return row ? (JSON.parse(row.state) as StoredParcours | null) : null;
  }

  /**
   * Changes the record under a row lock, from what is stored at that moment: two tabs finishing
   * the same day at once finish it once (the second gets the refusal `change` throws). A person
   * with no record yet gets an empty one first ('null'), so that there is a row to lock: on
   * PostgreSQL, `for update` on no row locks nothing, and two first days both went through.
   */
  private async update(userId: string, change: (record: StoredParcours | null) => StoredParcours): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(parcours).values({ userId, state: 'null' }).onConflictDoNothing();
      const [row] = await tx.select({ state: parcours.state }).from(parcours).where(eq(parcours.userId, userId)).for('update');
      const state = JSON.stringify(change(row ? (JSON.parse(row.state) as StoredParcours | null) : null));
      await tx.update(parcours).set({ state, updatedAt: new Date() }).where(eq(parcours.userId, userId));
    });
  }

  async state(userId: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<ParcoursState> {
    const today = this.today(userId, timeZone);
    const record = await this.load(userId);
    const schedule = scheduleOf(record, today);
    const finished = Object.entries(record?.days ?? {});
    const [texts, bilanDue] = await Promise.all([
      writtenAnswers(
        this.db,
        userId,
        finished.flatMap(([, day]) => (day.link ? [day.link] : [])),
      ),
      this.bilans.isDue(userId, record?.startedOn ?? null, today),
    ]);
    return {
      today,
      current:
        schedule.current === null
          ? null
          : { day: schedule.current, title: parcoursDay(schedule.current).title, status: schedule.currentStatus ?? 'open' },
      welcomeBack: schedule.welcomeBack,
      paused: schedule.paused,
      finished: schedule.finished,
      days: schedule.statuses.map((status, index) => {
        const day = record?.days[index + 1];
        return {
          day: index + 1,
          status,
          finishedOn: day?.finishedOn ?? null,
          written: day?.link ? { tool: day.link.tool, text: texts.get(day.link) ?? null } : null,
        };
      }),
      bilanDue,
    };
  }

  /** Does the day's exercise: writes the answer into its tool, then marks the day done. */
  async exercise(
    userId: string,
    day: number,
    input: { answer?: string | undefined; mood?: number | undefined; timeZone: string },
  ): Promise<ExerciseResponse> {
    const today = this.today(userId, input.timeZone);
    this.assertCanFinish(scheduleOf(await this.load(userId), today), day);
    const { exercise } = parcoursDay(day);
    const { link, crisis, riskQuestion } = await this.write(userId, exercise, input);
    await this.update(userId, (record) => {
      // Checked again under the lock: a second tab may have finished the day meanwhile. The answer
      // it wrote stays in its tool (the person's words are never thrown away).
      this.assertCanFinish(scheduleOf(record, today), day);
      return { ...finishDay(record, day, { status: 'done', link }, today), timeZone: input.timeZone };
    });
    return { state: await this.state(userId, input.timeZone), crisis, riskQuestion };
  }

  /** « Passer ce jour »: the next one opens tomorrow morning, as after a done day. */
  async skip(userId: string, day: number, timeZone: string): Promise<ParcoursState> {
    const today = this.today(userId, timeZone);
    await this.update(userId, (record) => {
      this.assertCanFinish(scheduleOf(record, today), day);
      return { ...finishDay(record, day, { status: 'skipped', link: null }, today), timeZone };
    });
    return this.state(userId, timeZone);
  }

  async pause(userId: string, paused: boolean, timeZone: string): Promise<ParcoursState> {
    const today = this.today(userId, timeZone);
    await this.update(userId, (record) => ({ ...(record ?? { startedOn: today, days: {} }), paused, timeZone }));
    return this.state(userId, timeZone);
  }

  /** Starts again at day 1 today; what was written stays in its tools. */
  async restart(userId: string, timeZone: string): Promise<ParcoursState> {
    const today = this.today(userId, timeZone);
    await this.update(userId, () => ({ startedOn: today, paused: false, days: {}, timeZone }));
    return this.state(userId, timeZone);
  }

  /** The parcours day it (re)started on; null before the person first did, skipped or paused a day. */
  async startedOn(userId: string): Promise<string | null> {
    return (await this.load(userId))?.startedOn ?? null;
  }

  /** Janne's context (issue 29): today's step, or null when paused or all 28 are behind. */
  async stepFor(userId: string): Promise<ParcoursStep | null> {
    const record = await this.load(userId);
    const today = this.today(userId, record?.timeZone ?? DEFAULT_TIME_ZONE);
    const schedule = scheduleOf(record, today);
    if (schedule.paused || schedule.current === null) return null;
    // The current day waits for tomorrow: today's step was the day before it, and it is done.
    const day = schedule.currentStatus === 'tomorrow' ? schedule.current - 1 : schedule.current;
    const { title, theme } = parcoursDay(day);
    return { day, title, theme, done: schedule.currentStatus === 'tomorrow' };
  }

  private assertCanFinish(schedule: ReturnType<typeof scheduleOf>, day: number): void {
    const refusal = refusalFor(schedule, day);
    if (refusal === 'finished') throw conflict(DAY_FINISHED, DAY_ALREADY_FINISHED_MESSAGE);
    if (refusal === 'not-yet') throw conflict(DAY_NOT_OPEN, DAY_NOT_OPEN_MESSAGE);
  }

  private async write(
    userId: string,
    exercise: ParcoursExercise,
    input: { answer?: string | undefined; mood?: number | undefined; timeZone: string },
  ): Promise<{ link: ParcoursLink | null; crisis: ExerciseResponse['crisis']; riskQuestion: ExerciseResponse['riskQuestion'] }> {
    const none = { crisis: null, riskQuestion: null };
    if (exercise.kind !== 'journal' && input.mood !== undefined)
      throw invalid('validation', MOOD_NOT_EXPECTED_MESSAGE, { mood: MOOD_NOT_EXPECTED_MESSAGE });
    if (!isWrittenExercise(exercise)) {
      if (input.answer !== undefined) throw invalid('validation', ANSWER_NOT_EXPECTED_MESSAGE, { answer: ANSWER_NOT_EXPECTED_MESSAGE });
      return { link: null, ...none };
    }
    const answer = input.answer;
    if (answer === undefined) throw invalid('validation', ANSWER_REQUIRED_MESSAGE, { answer: ANSWER_REQUIRED_MESSAGE });
    switch (exercise.kind) {
      case 'journal': {
        if (input.mood === undefined) throw invalid('validation', MOOD_REQUIRED, { mood: MOOD_REQUIRED });
        // The question heads the entry, so that the journal reads as an answer to it — in the
        // words the person read, agreed with their gender (the texts mark those words in braces).
        const content = `${agreeText(exercise.prompt, await findGender(this.db, userId))}\n\n${answer}`;
        // The journal's own today, by its own rule (midnight, the real clock): the parcours day turns
        // at 5 a.m., and a test's moved clock is the parcours's alone.
        const date = localDateIn(input.timeZone);
        checked(JournalEntryInputSchema, { mood: input.mood, content, date, timeZone: input.timeZone });
        const saved = await this.tools.journal.create(userId, { mood: input.mood, content, date, timeZone: input.timeZone });
        return { link: { tool: 'journal', itemId: saved.entry.id }, crisis: saved.crisis, riskQuestion: saved.riskQuestion };
      }
      case 'matrix': {
        checked(MatrixItemInputSchema, { type: exercise.section, content: answer });
        const item = await this.tools.matrix.addItem(userId, exercise.section, answer);
        return { link: { tool: 'matrix', itemId: item.id }, ...none };
      }
      case 'letter': {
        checked(LetterInputSchema, { content: answer });
        const letter = await this.tools.noContact.addLetter(userId, answer);
        return { link: { tool: 'letter', itemId: letter.id }, ...none };
      }
      case 'reason': {
        checked(ReasonInputSchema, { content: answer });
        const reason = await this.tools.noContact.addReason(userId, answer);
        return { link: { tool: 'reason', itemId: reason.id }, ...none };
      }
      case 'goal': {
        checked(GoalInputSchema, { content: answer });
        const goal = await this.tools.progress.addGoal(userId, answer);
        return { link: { tool: 'goal', itemId: goal.id }, ...none };
      }
      case 'safety-plan': {
        const { plan } = await this.tools.safetyPlan.get(userId);
        const step = plan[exercise.step].trim();
        const next = step ? `${step}\n${answer}` : answer;
        if (next.length > SAFETY_PLAN_STEP_MAX_LENGTH) {
          const message = `Cette étape de ton plan est déjà longue : raccourcis-la sur la page du plan avant d’y ajouter cette ligne.`;
          throw invalid('validation', message, { answer: message });
        }
        await this.tools.safetyPlan.save(userId, { ...plan, [exercise.step]: next });
        return { link: { tool: 'safety-plan', itemId: null, step: exercise.step, line: answer }, ...none };
      }
    }
  }
}

/** The answer checked by the tool's own schema, its message said about `answer`. */
function checked(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? ANSWER_REQUIRED_MESSAGE;
  throw invalid('validation', message, { answer: message });
}
