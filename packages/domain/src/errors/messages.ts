/**
 * The non-error entries of spec/acts-domain.md 8: notices (toasts that are not
 * failures) and confirmation dialogs. Plain keys; the apps map them to texts.
 */

export const NOTICES = {
  link_copied: 'notice_link_copied',
  connection_established: 'notice_connection_established',
  connection_lost: 'notice_connection_lost',
  connection_restoring: 'notice_connection_restoring',
  identity_confirmed: 'notice_identity_confirmed',
  recording_started: 'notice_recording_started',
  recording_stopped: 'notice_recording_stopped',
  /** "video being saved, stay in the conference". */
  video_saving: 'notice_video_saving',
} as const;
export type Notice = keyof typeof NOTICES;

/**
 * acts-domain 8 lists delete, annul, go back, choose another notary, exit the
 * deal, add a party, delete a minor; acts-domain 4 adds send for check, return
 * to preparation and ask for another time.
 */
export const CONFIRMATIONS = {
  delete: 'confirm_delete',
  annul: 'confirm_annul',
  go_back: 'confirm_go_back',
  change_notary: 'confirm_change_notary',
  exit_deal: 'confirm_exit_deal',
  add_party: 'confirm_add_party',
  delete_minor: 'confirm_delete_minor',
  send_for_check: 'confirm_send_for_check',
  return_to_preparation: 'confirm_return_to_preparation',
  ask_other_time: 'confirm_ask_other_time',
} as const;
export type Confirmation = keyof typeof CONFIRMATIONS;
