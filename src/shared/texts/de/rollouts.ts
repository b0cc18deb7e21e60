// The rollouts' texts: the page 'Rollouts', the update dialog's tab 'Rollout', the plan editor, the
// progress view, the approval, pause and rollback dialogs, and the start page's list.

export const rolloutTexts = {
  rollouts: {
    // Helper D fills it.
  },
} as const;
