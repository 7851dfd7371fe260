/** The screen's own sentences: calm, French, tutoiement (DESIGN.md "Errors and bad input"). */
export const MATRIX_TEXTS = {
  loadFailed: "Ta matrice n'a pas pu être chargée pour le moment. Vérifie ta connexion, puis réessaie.",
  addFailed: "Ton idée n'a pas pu être enregistrée pour le moment. Réessaie dans un instant : ton texte est toujours là.",
  deleteFailed: (content: string) => `« ${content} » n'a pas pu être supprimé pour le moment. Réessaie dans un instant.`,
  sectionFailed: "Ta section n'a pas pu être créée pour le moment. Réessaie dans un instant : ton texte est toujours là.",
  sectionCreated: (title: string) => `La section « ${title} » a été créée. Tu peux y ajouter ta première idée.`,
  askThinking: 'Janne réfléchit…',
  askDone: 'Janne a ajouté quelques idées en haut de tes listes. Garde celles qui te ressemblent.',
  askFailed: "Janne n'a pas pu te proposer d'idées pour le moment. Réessaie dans un instant.",
  empty: "Rien pour l'instant.",
  sectionRenameFailed: "Ta section n'a pas pu être renommée pour le moment. Réessaie dans un instant : ton texte est toujours là.",
  sectionDeleteFailed: "Ta section n'a pas pu être supprimée pour le moment. Réessaie dans un instant.",
  itemDeleted: (content: string) => `« ${content} » a été supprimé.`,
} as const;
