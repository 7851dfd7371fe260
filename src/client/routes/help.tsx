import { Link } from 'react-router';
import { crisisResources, YOUTH_LINE_AGES } from '#shared/crisis-care';
import { BULLYING_LINE } from '#shared/helplines';
import { agree } from '#shared/gender';
import { CrisisResourceList } from '#client/components/crisis-resources';
import { GroundingButton } from '#client/components/grounding-exercise';
import { useAge, useGender, useSession } from '#client/lib/session';

/**
 * /aide: the helplines and when to call which. Open to everyone, signed in or not: the words about
 * the person agree with their gender when they are signed in, and stay inclusive otherwise; every
 * number is listed, 3114 first, then for a young person the 119 (under 21) and Fil Santé Jeunes
 * (12–25) (signed out, a line says they exist).
 */
export default function HelpRoute() {
  const gender = useGender();
  const age = useAge();
  const session = useSession();
  const isSignedOut = !session.isLoading && !session.user;
  return (
    <div className="page--narrow help">
      <title>Besoin d'aide ? · Renouveau</title>
      <h1>Besoin d'aide ?</h1>
      <p className="lead">
        Une rupture peut faire traverser des moments très sombres. Si c'est ton cas, tu n'as pas à rester {agree('seul·e', gender)} avec ça
        : des personnes formées peuvent t'écouter tout de suite, gratuitement, jour et nuit.
      </p>

      <section className="card help__urgent" aria-labelledby="help-urgent">
        <h2 id="help-urgent">Si ta vie est en danger maintenant</h2>
        <p>
          Appelle le <a href="tel:15">15</a> (SAMU) ou le <a href="tel:112">112</a> (urgences, partout en Europe). Si tu ne peux pas parler,
          envoie un SMS au <a href="sms:114">114</a>.
        </p>
      </section>

      <section className="help__section" aria-labelledby="help-numbers">
        <h2 id="help-numbers">Qui appeler, et quand</h2>
        {isSignedOut ? (
          <p>
            Tu es jeune ? Le <a href="tel:119">119</a> (moins de 21 ans) et Fil Santé Jeunes (de 12 à 25 ans,{' '}
            <a href="tel:0800235236">0 800 235 236</a>) sont là pour toi, gratuitement.
          </p>
        ) : null}
        <CrisisResourceList resources={crisisResources(gender, age)} />
        {/* Issue 41: harassment at school or online, for young people (and whoever is not signed in). */}
        {isSignedOut || (age !== null && age !== undefined && age <= YOUTH_LINE_AGES.to) ? (
          <CrisisResourceList resources={[BULLYING_LINE]} />
        ) : null}
      </section>

      {/* Here too, so that it is one tap away from the numbers — and with no network (issue 30). */}
      <section className="card help__section" aria-labelledby="help-grounding">
        <h2 id="help-grounding">Pour te poser, là, maintenant</h2>
        <p>Une respiration guidée ou un exercice d'ancrage de quelques minutes, qui marche aussi sans réseau.</p>
        <GroundingButton gender={gender} />
      </section>

      <section className="card help__section" aria-labelledby="help-safety-plan">
        <h2 id="help-safety-plan">Mon plan de sécurité</h2>
        <p>
          Quand ça va un peu mieux, prends dix minutes pour écrire ton plan de sécurité : tes signes d'alerte, ce qui t'apaise, les
          personnes et les numéros à appeler. Dans un moment difficile, tu n'auras plus qu'à le relire. Il faut être{' '}
          {agree('connecté·e', gender)} pour l'enregistrer.
        </p>
        <p>
          <Link to="/plan-de-securite">Écrire mon plan de sécurité</Link>
        </p>
      </section>

      <section className="card help__section" aria-labelledby="help-hide">
        <h2 id="help-hide">Si quelqu'un regarde ton téléphone</h2>
        <p>
          Le bouton « Quitter rapidement », en haut de chaque page une fois {agree('connecté·e', gender)} (ou la touche Échap trois fois),
          affiche tout de suite un autre site ; le bouton « Retour » du navigateur ne ramène pas sur Renouveau. Si tu as choisi un code de
          verrouillage dans « Mon compte », l'app se verrouille aussi.
        </p>
        <p>L'historique du navigateur garde l'adresse du site : sur un téléphone partagé, la navigation privée n'en laisse aucune trace.</p>
      </section>

      <section className="card help__section" aria-labelledby="help-janne">
        <h2 id="help-janne">Et Janne ?</h2>
        <p>
          Janne est une intelligence artificielle : elle peut t'écouter et t'aider à mettre des mots sur ce que tu vis, mais elle ne
          remplace pas un·e professionnel·le. Si la tristesse dure, si tu ne dors plus ou si tout te semble trop lourd, parles-en à ton
          médecin traitant : il peut t'orienter vers un·e psychologue (le dispositif « Mon soutien psy » permet des séances remboursées).
        </p>
        <p>
          <Link to="/chat">Retourner parler avec Janne</Link>
        </p>
      </section>
    </div>
  );
}
