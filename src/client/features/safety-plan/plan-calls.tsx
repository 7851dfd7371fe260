import { useId } from 'react';
import { phoneSegments } from '#shared/phone-numbers';

/** « Appeler », or « Envoyer un SMS » for the 114 (its link is `sms:`), as on the crisis card. */
const actionOf = (href: string) => (href.startsWith('sms:') ? 'Envoyer un SMS' : 'Appeler');

/**
 * Under a step being written: the numbers found in it, each a link to call it at once — the text
 * as the person wrote it, the link normalised (shared/phone-numbers.ts). Nothing when there is none.
 */
export function StepCalls({ text }: { text: string }) {
  const labelId = useId();
  const numbers = phoneSegments(text).filter((segment) => segment.kind === 'phone');
  if (numbers.length === 0) return null;
  return (
    <div className="safety-plan__calls">
      <span id={labelId}>Appeler :</span>
      <ul aria-labelledby={labelId}>
        {numbers.map((number, index) => (
          <li key={index}>
            <a href={number.href}>{number.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A step read in a hard moment: each line of it on its own; a line with a number becomes one large
 * button carrying the line as written (« Appeler — Léa, ma sœur : 06 12 34 56 78 »), and a line
 * with several numbers is written out once, then one button per number: one number per button,
 * nothing to pick out of a sentence with a shaking hand.
 */
export function HardMomentLines({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <ul className="hard-moment__lines">
      {lines.map((line, index) => {
        const numbers = phoneSegments(line).filter((segment) => segment.kind === 'phone');
        if (numbers.length === 0) {
          return (
            <li key={index} className="hard-moment__line">
              {line}
            </li>
          );
        }
        if (numbers.length === 1) {
          const [only] = numbers;
          return only ? (
            <li key={index}>
              <CallButton href={only.href} text={line} />
            </li>
          ) : null;
        }
        return (
          <li key={index} className="hard-moment__line">
            {line}
            <ul className="hard-moment__calls">
              {numbers.map((number, at) => (
                <li key={at}>
                  <CallButton href={number.href} text={number.text} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function CallButton({ href, text }: { href: string; text: string }) {
  const action = actionOf(href);
  return (
    // One name, read as one phrase: the two lines would otherwise be read with a stray space.
    <a className="hard-moment__call" href={href} aria-label={`${action} ${text}`}>
      <span className="hard-moment__call-action">{action}</span>
      <span className="hard-moment__call-text">{text}</span>
    </a>
  );
}

/** The two numbers for a danger right now, above the plan and above its « moment difficile » view. */
export function DangerNow() {
  return (
    <section className="card safety-plan__urgent" aria-label="En cas de danger immédiat">
      <p>
        Si tu es en danger maintenant, n'attends pas : appelle le <a href="tel:3114">3114</a> (prévention du suicide, 24h/24) ou le{' '}
        <a href="tel:15">15</a> (SAMU).
      </p>
    </section>
  );
}
