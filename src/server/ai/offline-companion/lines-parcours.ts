/**
 * Janne's words for today's step of « Mon parcours » (issue 29), when the person asks what to do:
 * the step named by its day and title, as an idea and never a duty — the parcours follows the
 * person, not the calendar, so nothing here says « enfin », « toujours pas » or « en retard ».
 * « Mon parcours » is written as such: the chat makes it a link (CHAT_LINKS, shared/chat.ts).
 * `{day}` and `{title}` are filled in moves.ts. The title is held in its guillemets, and the day by
 * « jour », with no-break spaces (\u00a0): on a phone a lone « » » opened the next line.
 */

export const PARCOURS_STEP_LINES: readonly string[] = [
  'J’ai peut-être une idée : dans Mon parcours, aujourd’hui c’est le jour\u00a0{day}, «\u00a0{title}\u00a0». C’est court, et ça se fait à ton rythme.',
  'Ton étape du jour t’attend dans Mon parcours : le jour\u00a0{day}, «\u00a0{title}\u00a0». Sans pression, à ton rythme.',
  'Si tu cherches quelque chose à faire, il y a ton étape de Mon parcours : jour\u00a0{day}, «\u00a0{title}\u00a0». Un petit pas, rien de plus.',
  'Une idée toute simple : ton étape du jour. Dans Mon parcours, c’est le jour\u00a0{day}, «\u00a0{title}\u00a0». Maintenant ou plus tard, comme tu le sens.',
];

/**
 * What the step is about, after its title: alone, a title such as « Un plaisir oublié » said
 * little (blind reading, issue 29). `{about}` is the day's theme, its first letter in lower case.
 */
export const PARCOURS_ABOUT_LINES: readonly string[] = ['Au programme : {about}', 'Il s’agit de ceci : {about}'];

export const PARCOURS_STEP_QUESTIONS: readonly string[] = [
  'Ça te dirait d’y jeter un œil ?',
  'Est-ce que ça te tente, ou tu as envie d’autre chose aujourd’hui ?',
  'Qu’est-ce qui te tenterait le plus : ça, ou qu’on cherche autre chose ensemble ?',
];

/** The step of today is done: said warmly, then the usual ideas. */
export const PARCOURS_DONE_LINES: readonly string[] = [
  'Tu as déjà fait ton étape du jour dans Mon parcours, «\u00a0{title}\u00a0» : c’est déjà beaucoup.',
  'Ton étape du jour dans Mon parcours, «\u00a0{title}\u00a0», tu l’as déjà faite : tu peux souffler un peu.',
];
