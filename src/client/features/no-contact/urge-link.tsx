import './no-contact.css';
import { Link } from 'react-router';
import { URGE_PATH, URGE_TITLE } from '#shared/paths';

/** The way into « J'ai envie de lui écrire », on /progress, on the dashboard and under the chat. */
export function UrgeLink({ className = 'button' }: { className?: string }) {
  return (
    <Link to={URGE_PATH} className={`${className} urge-link`}>
      ✍️ {URGE_TITLE}
    </Link>
  );
}
