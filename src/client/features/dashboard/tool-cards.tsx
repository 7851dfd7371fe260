import { Link } from 'react-router';
import { PARCOURS_PATH } from '#shared/paths';

/** The four tools of SPEC §2, shared by /dashboard and /welcome, and « Mon parcours » (issue 29). */
const TOOLS = [
  {
    to: PARCOURS_PATH,
    title: 'Mon parcours',
    text: 'Vingt-huit jours pour avancer : chaque jour, une courte lecture et un petit exercice.',
    icon: '🌄',
  },
  { to: '/chat', title: 'Chat avec Janne', text: 'Parle de ce que tu ressens, à ton rythme, à toute heure.', icon: '💬' },
  { to: '/journal', title: 'Mon journal', text: 'Écris ta journée et note ton humeur de 1 à 10.', icon: '📔' },
  { to: '/progress', title: 'Mes progrès', text: 'Tes jours sans contact et tes objectifs personnels.', icon: '🌱' },
  {
    to: '/matrix',
    title: "Ma matrice d'introspection",
    text: "Tes forces, ce que tu veux faire évoluer, ce que tu aimes et ce que tu n'acceptes plus.",
    icon: '🧭',
  },
] as const;

export function ToolCards() {
  return (
    <ul className="tool-cards">
      {TOOLS.map((tool) => (
        <li key={tool.to}>
          <Link to={tool.to} className="tool-card">
            <span className="tool-card__icon" aria-hidden="true">
              {tool.icon}
            </span>
            <span className="tool-card__title">{tool.title}</span>
            <span className="tool-card__text">{tool.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
