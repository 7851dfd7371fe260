import { Link } from 'react-router';

/** /confidentialite: what we keep, where, what the AI provider sees, for how long, and your rights. */
export default function PrivacyRoute() {
  return (
    <div className="page--narrow prose">
      <title>Tes données · Renouveau</title>
      <h1>Tes données et ta vie privée</h1>
      <p className="lead">
        Ce que tu confies à Renouveau est intime : ta rupture, tes émotions, ton humeur. Ce sont des données sensibles, et nous les traitons
        comme telles. Voici, simplement, ce que nous en faisons.
      </p>

      <h2>Ce que nous conservons</h2>
      <ul>
        <li>
          Ton compte : ton adresse email, ton mot de passe (jamais en clair : seulement une empreinte chiffrée), ton genre, ton âge et la
          date de ton accord (et, si tu avais moins de 15 ans, la date où tu as indiqué l'accord de ton parent).
        </li>
        <li>
          Ce que tu écris : ton histoire et le prénom de ton ex, tes messages avec Janne, ton journal et tes humeurs, tes jours sans contact
          et tes objectifs, ta matrice d'introspection, tes avis.
        </li>
        <li>
          Pour ta sécurité : tes sessions de connexion (appareil et adresse IP) et, pendant quelques minutes, un compteur d'essais de
          connexion ratés, sans ton adresse email en clair.
        </li>
        <li>
          Si tu choisis des rappels : l'heure, ton fuseau horaire et tes heures calmes, et pour une notification l'adresse que le navigateur
          de ton appareil nous donne (chiffrée). Une notification passe par le service de ton navigateur (Google, Mozilla ou Apple) ; elle y
          est chiffrée et ne dit jamais rien de ce que tu as écrit : seulement « Un moment pour toi aujourd'hui ? » ou presque.
        </li>
      </ul>
      <p>
        Quand un message fait penser que tu es en danger, nous comptons combien de fois c'est arrivé dans la journée, pour vérifier que
        l'aide s'affiche bien — sans ton nom ni ton texte.
      </p>

      <h2>Si tu as moins de 15 ans</h2>
      <p>
        Renouveau est ouvert dès 12 ans. En France, avant 15 ans, la loi (article 45 de la loi Informatique et Libertés) demande l'accord
        d'un de tes parents, ou de la personne qui a l'autorité parentale sur toi, pour que nous puissions garder ce que tu écris. C'est
        pourquoi l'inscription te demande de cocher une case de plus : en la cochant, tu nous dis qu'un de tes parents est d'accord. Nous
        enregistrons la date où tu l'as cochée.
      </p>
      <p>
        Si quelque chose ne va pas chez toi, ou si tu as besoin de parler à quelqu'un, le <a href="tel:119">119</a> et Fil Santé Jeunes (
        <a href="tel:0800235236">0 800 235 236</a>) sont gratuits et faits pour toi : tu les trouveras aussi sur la page{' '}
        <Link to="/aide">Besoin d'aide ?</Link>.
      </p>

      <h2>Où</h2>
      <p>
        Tout est enregistré dans la base de données du serveur qui fait tourner Renouveau, et nulle part ailleurs. Nous ne vendons rien,
        nous n'affichons aucune publicité et nous n'utilisons aucun traceur.
      </p>

      <h2>Ce qui est envoyé au service d'intelligence artificielle</h2>
      <p>
        Pour que Janne te réponde, le serveur envoie au fournisseur d'intelligence artificielle configuré : ton histoire, le prénom de ton
        ex, tes derniers échanges avec elle (dans une limite de taille) et ton genre (femme, homme ou autre), pour qu'elle accorde ses mots
        quand elle parle de toi. Pour ses suggestions (question du journal, objectif, matrice), il envoie ton histoire, ton genre, tes cinq
        derniers échanges avec Janne et ce que tu as déjà noté, pour ne pas te proposer deux fois la même chose. Rien d'autre : ni ton
        email, ni ton âge, ni ton journal. Quand Renouveau fonctionne sans fournisseur, en mode hors ligne, rien ne quitte le serveur.
      </p>

      <h2>Combien de temps</h2>
      <p>
        Tant que ton compte existe. Quand tu le supprimes, tout ce qui te concerne est effacé immédiatement et définitivement. Les sessions
        de connexion expirent d'elles-mêmes au bout de 30 jours.
      </p>

      <h2>Tes droits</h2>
      <p>
        Depuis <Link to="/account">Mon compte</Link>, tu peux à tout moment télécharger toutes tes données (un fichier ZIP : ton journal,
        tes conversations, tes lettres, tes raisons, tes objectifs et ton plan de sécurité à lire, et toutes tes données dans un format que
        d'autres applications savent lire) ou supprimer ton compte et tout son contenu. Tu peux aussi retirer ton accord : cela revient à
        supprimer ton compte.
      </p>
    </div>
  );
}
