import type { ExportedParcours } from '#shared/account';
import { formatWeekdayDate } from '#shared/dates';
import { BILAN_QUESTIONS, BILAN_SCALE, BILAN_SCORE_MAX, bilanScore } from '#shared/parcours/bilan';
import { parcoursDay } from '#shared/parcours/days';
import type { ParcoursRecord } from '#shared/parcours/schedule';
import { agreeText, type PersonGender } from '#shared/gender';
import { formatDateTime } from '#shared/dates';
import type { bilans, parcours } from '#server/db/schema';

/** Where each tool's answers are in the export, said in parcours.json's `writtenIn`. */
const TOOL_FILES: Record<string, string> = {
  journal: 'journal.json',
  matrix: 'matrix.json',
  letter: 'letters.json',
  reason: 'no-contact.json',
  goal: 'goals.json',
  'safety-plan': 'safety-plan.json',
};

/** parcours.json: the record (decrypted on read) and the bilans, oldest first. */
export function parcoursOf(rows: { parcours: (typeof parcours.$inferSelect)[]; bilans: (typeof bilans.$inferSelect)[] }): ExportedParcours {
  const row = rows.parcours[0];
  const record = row ? (JSON.parse(row.state) as ParcoursRecord | null) : null;
  return {
    parcours: record && {
      startedOn: record.startedOn,
      paused: record.paused,
      days: Object.entries(record.days)
        .map(([day, finished]) => ({
          day: Number(day),
          title: parcoursDay(Number(day)).title,
          status: finished.status,
          finishedOn: finished.finishedOn,
          writtenIn: finished.link ? (TOOL_FILES[finished.link.tool] ?? null) : null,
        }))
        .sort((a, b) => a.day - b.day),
    },
    bilans: rows.bilans.map((bilan) => {
      const answers = JSON.parse(bilan.answers) as number[];
      return { localDate: bilan.localDate, answers, score: bilanScore(answers), createdAt: bilan.createdAt.toISOString() };
    }),
  };
}

const dayText = (day: string) => formatWeekdayDate(new Date(`${day}T12:00:00Z`), 'UTC');

/** parcours.md: the days done and the bilans, to read. */
export function parcoursMarkdown(
  exported: ExportedParcours,
  options: { exportedAt: Date; timeZone: string; gender: PersonGender },
): string {
  const head = `# Mon parcours\n\nExporté le ${formatDateTime(options.exportedAt, options.timeZone)}.\n`;
  const days = exported.parcours
    ? `\nCommencé le ${dayText(exported.parcours.startedOn)}${exported.parcours.paused ? ', en pause' : ''}.\n\n` +
      (exported.parcours.days.length === 0
        ? "*Aucun jour fait pour l'instant.*\n"
        : exported.parcours.days
            .map((day) => `- Jour ${day.day} — ${day.title} : ${day.status === 'done' ? 'fait' : 'passé'} le ${dayText(day.finishedOn)}`)
            .join('\n') + '\n')
    : "\n*Tu n'as pas encore commencé ton parcours.*\n";
  const bilansText =
    exported.bilans.length === 0
      ? "\n## Mes bilans de la semaine\n\n*Aucun bilan pour l'instant.*\n"
      : '\n## Mes bilans de la semaine\n' +
        exported.bilans
          .map(
            (bilan) =>
              `\n### ${dayText(bilan.localDate)} — ${bilan.score} sur ${BILAN_SCORE_MAX}\n\n` +
              BILAN_QUESTIONS.map(
                (question, index) => `- ${agreeText(question.text, options.gender)} ${BILAN_SCALE[bilan.answers[index] ?? 0]}`,
              ).join('\n') +
              '\n',
          )
          .join('');
  return head + days + bilansText;
}
