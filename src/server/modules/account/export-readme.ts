import { formatDateTime } from '#shared/dates';

/**
 * LISEZMOI.txt: what each file of the export holds, in French, for the person who opens the ZIP.
 * It documents the field names of shared/account.ts; keep both in step.
 */
export function readme({ exportedAt, timeZone }: { exportedAt: Date; timeZone: string }): string {
  return `TES DONNÉES RENOUVEAU
=====================

Exportées le ${formatDateTime(exportedAt, timeZone)} (heure de ${timeZone}).

Tout ce que tu as confié à Renouveau t'appartient : voici tout ce que ton compte contient.
Les fichiers .md se lisent avec n'importe quel éditeur de texte (ou un lecteur Markdown).
Les fichiers .json sont faits pour être lus par un programme, par exemple pour importer
tes données ailleurs ; ils s'ouvrent aussi avec un éditeur de texte.

Les dates sont au format ISO 8601, en temps universel (UTC) : 2026-11-25T10:36:00.000Z.
Les jours (localDate, day) sont tes jours à toi, là où tu vivais : 2026-11-25.


À LIRE
------

journal.md       Ton journal, entrée par entrée, avec la date et ton humeur.
chat.md          Tes conversations avec Janne, jour par jour (« Toi » et « Janne »).
lettres.md       Tes lettres non envoyées, avec le jour et l'heure où tu les as écrites.
raisons.md       Tes raisons de ne plus lui écrire.
objectifs.md     Tes objectifs : ceux en cours, puis ceux que tu as atteints.
plan-de-securite.md
                 Ton plan de sécurité, étape par étape, à relire dans un moment difficile.
parcours.md      Ton parcours : les jours faits ou passés, et tes bilans de la semaine.


LES FICHIERS DE DONNÉES
-----------------------

profile.json     Ton compte : email, gender (female, male ou other), age, createdAt
                 (création du compte), consentAt (la date de ton accord au traitement de
                 tes données), parentalConsentAt (si tu avais moins de 15 ans à
                 l'inscription : la date où tu as indiqué l'accord de ton parent).

story.json       Ton histoire : exName (le prénom de ton ex), content, createdAt.

journal.json     entries : date (quand tu as écrit), localDate (le jour de l'entrée),
                 mood (ton humeur de 1 à 10, ou null), text.

chat.json        messages : role (user pour toi, assistant pour Janne), content,
                 createdAt, kind (null pour un message ordinaire ; crisis quand Janne t'a
                 donné les numéros d'aide, safe quand tu as dit être en sécurité…),
                 crisisCategories (ce qui avait inquiété Janne, pour un message crisis).

goals.json       goals : content, completed (true si atteint), createdAt.

matrix.json      Ta matrice d'introspection. sections : type (strengths, improvements,
                 likes, dislikes ou custom pour tes propres sections), title,
                 description, createdAt, items (content, createdAt).

letters.json     letters : les lettres que tu as écrites sans jamais les envoyer
                 (content, createdAt).

no-contact.json  progress : tes jours sans contact (daysNoContact, noContactStartDate,
                 lastUpdated) ; reasons : tes raisons (content, createdAt) ; slips : les
                 fois où tu as craqué (day, lastContactDay, note, createdAt) ; urgesHeld :
                 les fois où tu as tenu (day, createdAt).

safety-plan.json plan : ton plan de sécurité, étape par étape (warningSigns : tes signes
                 d'alerte ; copingAlone : ce qui te calme ; distractions : les personnes
                 et les lieux qui te changent les idées ; helpers : les personnes à qui
                 demander de l'aide ; professionals : les professionnels et les numéros ;
                 safeEnvironment : rendre ton environnement plus sûr), updatedAt.
                 null si tu ne l'as pas écrit.

memory.json      Ce que Janne retient de toi : enabled (si tu lui permets de se
                 souvenir) et facts (text, source : person si tu l'as écrit, summary si
                 Janne l'a tiré de tes conversations avec elle, createdAt, updatedAt).

feedback.json    feedback : les avis que tu nous as envoyés (content, source : popup ou
                 account, createdAt).

parcours.json    parcours : startedOn (le jour où tu l'as commencé), paused (en pause ou
                 non), days (day, title, status : done si fait, skipped si passé,
                 finishedOn, writtenIn : le fichier où se trouve ce que tu as écrit), ou
                 null si tu ne l'as pas commencé ; bilans : tes bilans de la semaine
                 (localDate, answers : tes sept réponses de 0 à 4, score sur 28,
                 createdAt).

reminders.json   Tes rappels : settings (enabled : activés ou non, channel : push pour
                 une notification ou email, time : l'heure choisie, timeZone, quietFrom
                 et quietTo : tes heures calmes, lastSentOn : le dernier jour où un
                 rappel est parti), ou null si tu n'y as jamais touché ; devices : les
                 appareils qui reçoivent tes notifications (pushService, createdAt).


CE QUI N'Y EST PAS
------------------

Ni ton mot de passe (nous n'en gardons qu'une empreinte chiffrée), ni tes sessions de
connexion, ni les adresses et clés de notification de tes appareils : ce sont des clés,
et les exporter n'aiderait que quelqu'un qui volerait ce
fichier. Aucune donnée d'une autre personne n'y figure.

Garde ce fichier en lieu sûr : il contient des choses très personnelles.
Pour effacer ton compte et tout son contenu : Mon compte, « Supprimer mon compte ».
`;
}
