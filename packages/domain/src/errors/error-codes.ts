/**
 * The one catalogue of domain error codes (spec/shell.md 8, spec/acts-domain.md 8,
 * plus the codes the state machine and the rules of acts-domain 5 need).
 * The API throws `AppError(code, ERROR_CODES[code].status, …)` and answers
 * `ErrorBody`; the apps map `messageKey` to a translated text. Adding a code
 * without a status and a key does not compile.
 *
 * Not here: the face-guidance hints of shell 8 (numeric codes 3–68 such as
 * "move closer", and the codes shown as a generic "error: code N"). They are
 * prompts of the face-recognition service, not errors of this API, so they
 * live with its client: `HINT_CODES`, `GENERIC_ERROR_CODES` and their texts in
 * the four prompt languages in `@notary/face-check/hints`
 * (packages/face-check/src/hints/hints.ts). The notices and confirmation
 * dialogs of acts-domain 8 are in ./messages.ts.
 *
 * Every condition of shell 8 and acts-domain 8 has a code here; the test
 * "names every condition of shell 8 and acts-domain 8" lists them one by one.
 */

type ErrorDefinition = { readonly status: number; readonly messageKey: string };

export const ERROR_CODES = {
  // --- HTTP handling of spec/shell.md 8 ---------------------------------------------
  /** 400: the body text is shown as an error toast (shell 8). */
  bad_request: { status: 400, messageKey: 'error_bad_request' },
  /** 400: a request body failed a valibot schema; `details.issues` holds the message keys. */
  validation_failed: { status: 400, messageKey: 'error_validation_failed' },
  /** 403 'Access Denied': the session expired; the client clears token and user (shell 4, 8). */
  'Access Denied': { status: 403, messageKey: 'error_session_expired' },
  /** 403 other than session expiry: the client goes to /403 or /kiosk/403. */
  forbidden: { status: 403, messageKey: 'error_forbidden' },
  /** 413: the request body is larger than its route accepts (the limit is in `details.limit`, bytes). */
  payload_too_large: { status: 413, messageKey: 'error_payload_too_large' },
  /** 404: shown; a GET also goes to /404. */
  not_found: { status: 404, messageKey: 'error_not_found' },
  /** 500: 'Tizimda xatolik'; internals hidden behind a correlation id. */
  internal_error: { status: 500, messageKey: 'error_internal' },
  /** 418: the act of this uuid does not exist; toast 30 s, go to /my_notarial_act. */
  uuid_not_found: { status: 418, messageKey: 'error_uuid_not_found' },
  /** 418: the user is not a party of the act, so access is limited; toast 30 s. */
  pin_not_found_in_uuid: { status: 418, messageKey: 'error_pin_not_found_in_uuid' },
  /** 418 on a file download: access to the download denied. */
  download_forbidden: { status: 418, messageKey: 'error_download_forbidden' },
  /** 429: too many requests (shared rate limits of DESIGN.md). */
  too_many_requests: { status: 429, messageKey: 'error_too_many_requests' },

  // --- Sign-in and face check (shell 4, 5, 7, 8) ------------------------------------
  /** 401: the page needs sign-in (acts-domain 8; also the acts list). */
  login_required: { status: 401, messageKey: 'error_login_required' },
  /** 400: /check_before_auth did not answer 'Ok'; its body is shown (shell 7). */
  check_before_auth_failed: { status: 400, messageKey: 'error_check_before_auth_failed' },
  /** 401: 'Shaxsingizni tasdiqlashda xatolik yuz berdi. Qayta urinib ko'ring!' (shell 8). */
  sign_in_failed: { status: 401, messageKey: 'error_sign_in_failed' },
  /** 401: the face-check JWT is forged, expired, reused or of another person (DESIGN.md 2). */
  face_token_invalid: { status: 401, messageKey: 'error_face_token_invalid' },
  /** 408: the 123 s face-check time-out; the error dialog opens (shell 4). */
  face_check_timeout: { status: 408, messageKey: 'error_face_check_timeout' },
  /** 503: auth resultCode 0, the technical-work notice (shell 4). */
  technical_work: { status: 503, messageKey: 'error_technical_work' },
  /** 415: a camera image must be png or jpeg (shell 5). */
  image_type_not_allowed: { status: 415, messageKey: 'error_image_type_not_allowed' },

  // --- Video devices (shell 8 camera errors, acts-domain 8 video device errors) -----
  /** 422: no webcam found. */
  camera_not_found: { status: 422, messageKey: 'error_camera_not_found' },
  /** 422: the webcam is blocked by the browser or system settings. */
  camera_blocked: { status: 422, messageKey: 'error_camera_blocked' },
  /** 422: no microphone found. */
  microphone_not_found: { status: 422, messageKey: 'error_microphone_not_found' },
  /** 422: the device is in use by another program (camera not readable). */
  camera_in_use: { status: 422, messageKey: 'error_camera_in_use' },
  /** 422: the user denied camera or microphone permission. */
  camera_permission_denied: { status: 422, messageKey: 'error_camera_permission_denied' },
  /** 422: any other media device error. */
  camera_unknown_error: { status: 422, messageKey: 'error_camera_unknown' },
  /** 422: the camera is below the face check's minimum of 640×480 (shell 8). */
  camera_resolution_too_low: { status: 422, messageKey: 'error_camera_resolution_too_low' },
  /**
   * 422: the camera is below the video act's minimum of 1280×720 (acts-domain 5,
   * 8 "resolution too low"); its own code because the message names another minimum.
   */
  video_resolution_too_low: { status: 422, messageKey: 'error_video_resolution_too_low' },
  /** 422: the connection is below 2 Mb/s (acts-domain 5). */
  connection_too_slow: { status: 422, messageKey: 'error_connection_too_slow' },
  /** 422: personal data not verified, so video registration is not possible (acts-domain 8). */
  personal_data_not_verified: { status: 422, messageKey: 'error_personal_data_not_verified' },

  // --- Acts-domain 8 ----------------------------------------------------------------
  /** 404: notarial act not found (act check, search by register number). */
  act_not_found: { status: 404, messageKey: 'error_act_not_found' },
  /** 503: unexpected search error; the user may retry. */
  search_failed: { status: 503, messageKey: 'error_search_failed' },
  /** 409: the registration time has passed; ask the notary for a new time. */
  registration_time_expired: { status: 409, messageKey: 'error_registration_time_expired' },
  /** 422: a party is deceased per the civil registry; contact the civil registry office. */
  party_deceased: { status: 422, messageKey: 'error_party_deceased' },
  /** 422: an enforcement bureau debt blocks continuation until paid in full. */
  enforcement_debt: { status: 422, messageKey: 'error_enforcement_debt' },
  /** 422: the vehicle has bans, arrests, restraints or unpaid fines. */
  vehicle_encumbered: { status: 422, messageKey: 'error_vehicle_encumbered' },
  /** 409: an unfinished act of this type exists for the object; `details.existingActId` links it. */
  duplicate_unfinished_act: { status: 409, messageKey: 'error_duplicate_unfinished_act' },
  /** 422: no kinship found between the parties; the user may reload kinship data. */
  kinship_not_found: { status: 422, messageKey: 'error_kinship_not_found' },
  /** 400: a notary review needs a rating ('give a rating'). */
  rating_required: { status: 400, messageKey: 'error_rating_required' },

  // --- Rules of acts-domain 5 that the catalogue of 8 does not name ------------------
  /** 422: the applicant needs an active phone number. */
  phone_not_active: { status: 422, messageKey: 'error_phone_not_active' },
  /** 422: the minor's birth certificate is not in the civil registry archive. */
  minor_birth_certificate_missing: { status: 422, messageKey: 'error_minor_birth_certificate_missing' },
  /** 422: a minor under 15, or without self-departure ticked, needs an accompanying person. */
  minor_companion_required: { status: 422, messageKey: 'error_minor_companion_required' },
  /** 422: self-departure may only be ticked for a minor of 15 or older. */
  self_departure_under_age: { status: 422, messageKey: 'error_self_departure_under_age' },
  /** 422: only act type 15035 takes several children. */
  several_minors_not_allowed: { status: 422, messageKey: 'error_several_minors_not_allowed' },
  /** 422: a co-owner of a shared vehicle or property is not added as a party. */
  co_owners_missing: { status: 422, messageKey: 'error_co_owners_missing' },
  /** 422: a co-owner has not confirmed the invitation. */
  co_owners_not_confirmed: { status: 422, messageKey: 'error_co_owners_not_confirmed' },
  /** 422: powers of attorney 11651 and 105 may not give disposal rights. */
  poa_disposal_rights_forbidden: { status: 422, messageKey: 'error_poa_disposal_rights_forbidden' },
  /** 422: power of attorney 101 is for a vehicle only. */
  poa_subject_not_vehicle: { status: 422, messageKey: 'error_poa_subject_not_vehicle' },
  /** 422: the main power of attorney gives no delegation right. */
  poa_delegation_not_allowed: { status: 422, messageKey: 'error_poa_delegation_not_allowed' },
  /** 422: a re-delegated power of attorney cannot outlast the main one. */
  poa_outlasts_main: { status: 422, messageKey: 'error_poa_outlasts_main' },
  /** 422: the vehicle registry or the cadastre does not know the subject; correct its plate, tech passport or cadastre number. */
  subject_not_in_registry: { status: 422, messageKey: 'error_subject_not_in_registry' },
  /** 422: the author of a sale, gift, pledge or power of attorney is not an owner or co-owner of the subject, nor an owner's attorney with a disposal right. */
  author_not_owner: { status: 422, messageKey: 'error_author_not_owner' },
  /** 422: an act about an object that does not dispose of it (consent, deposit, lease) needs an owner of the object among its parties. */
  subject_owner_not_party: { status: 422, messageKey: 'error_subject_owner_not_party' },

  // --- The act state machine (acts-domain 4) -----------------------------------------
  /** 409: the event is not possible at the act's current step. */
  act_event_not_allowed: { status: 409, messageKey: 'error_act_event_not_allowed' },
  /** 403: this actor may not send this event at this step (acts-domain 6). */
  act_actor_not_allowed: { status: 403, messageKey: 'error_act_actor_not_allowed' },
  /** 409: the act was deleted, refused, stopped, annulled or made inactive. */
  act_finished: { status: 409, messageKey: 'error_act_finished' },
  /** 409: the video conference's slot passed with no registration, so the act became inactive (acts-domain 4; issue 16.6). */
  video_conference_missed: { status: 409, messageKey: 'error_video_conference_missed' },
  /** 409: not every invited party has accepted. */
  parties_not_confirmed: { status: 409, messageKey: 'error_parties_not_confirmed' },
  /** 409: no notary chosen yet. */
  notary_not_chosen: { status: 409, messageKey: 'error_notary_not_chosen' },
  /** 404: the civil registry knows no person of this personal number (a party looked up by PINFL, issue 13). */
  person_not_found: { status: 404, messageKey: 'error_person_not_found' },
  /** 404: the tax registry knows no legal entity of this tax number (a party looked up by STIR, issue 13.2). */
  company_not_found: { status: 404, messageKey: 'error_company_not_found' },
  /** 422: the legal entity of this tax number is liquidated, so it cannot be a party (issue 13.2). */
  company_liquidated: { status: 422, messageKey: 'error_company_liquidated' },
  /** 422: a spouse consent's marriage or divorce record is not one of the civil registry's records of the consenting spouse (issue 13 part 2). */
  civil_record_not_found: { status: 422, messageKey: 'error_civil_record_not_found' },
  /** 422: the act lacks blocks its type requires (issue 13); `details.missing` lists them (`MissingBlock`). */
  act_blocks_missing: { status: 422, messageKey: 'error_act_blocks_missing' },
  /** 409: no invoices issued for an act that is not free of charge. */
  invoices_missing: { status: 409, messageKey: 'error_invoices_missing' },
  /** 409: no visit date and time set. */
  visit_time_missing: { status: 409, messageKey: 'error_visit_time_missing' },
  /** 409: the visit time being set is not in the future. */
  visit_time_in_past: { status: 409, messageKey: 'error_visit_time_in_past' },
  /** 409: the visit time has not passed yet, so the video conference is not missed. */
  visit_time_not_passed: { status: 409, messageKey: 'error_visit_time_not_passed' },
  /** 409: the act is registered at or after its set visit time, never before it. */
  registration_before_visit_time: { status: 409, messageKey: 'error_registration_before_visit_time' },
  /** 409: in person, the notary marks the parties present before registering. */
  parties_not_present: { status: 409, messageKey: 'error_parties_not_present' },
  /** 409: the act is registered in person, not by video conference. */
  not_video_registration: { status: 409, messageKey: 'error_not_video_registration' },
  /** 503: the video conference's media server (Janus) is not configured or does not answer (issue 16.2). */
  video_server_unavailable: { status: 503, messageKey: 'error_video_server_unavailable' },
  /** 409: the notary has not opened the act's conference room yet. */
  video_room_not_open: { status: 409, messageKey: 'error_video_room_not_open' },
  /** 403: only the act's parties and its notary take part in its conference. */
  video_not_a_participant: { status: 403, messageKey: 'error_video_not_a_participant' },
  /** 403: the conference join token is expired, forged or someone else's. */
  video_token_invalid: { status: 403, messageKey: 'error_video_token_invalid' },
  /** 403: only the act's notary starts and stops the conference's recording (issue 16.4). */
  video_recording_notary_only: { status: 403, messageKey: 'error_video_recording_notary_only' },
  /** 409 (issue 16.3): the face check in the conference is taken by a participant who is in it (joined on the media server). */
  video_identity_not_in_conference: { status: 409, messageKey: 'error_video_identity_not_in_conference' },
  /** 403 (issue 16.3): the face-check result is forged, expired, already used, not taken in this conference or of another person; nothing is stored. */
  video_identity_token_invalid: { status: 403, messageKey: 'error_video_identity_token_invalid' },
  /** 409 (issues 16.3, 16.5): a video act is registered only once every party is identity-confirmed by face check in the conference. */
  video_identity_not_confirmed: { status: 409, messageKey: 'error_video_identity_not_confirmed' },
  /** 409: the payment is not confirmed, so the act cannot be registered. */
  payment_not_confirmed: { status: 409, messageKey: 'error_payment_not_confirmed' },
  /** 409: the payment is already confirmed. */
  payment_already_confirmed: { status: 409, messageKey: 'error_payment_already_confirmed' },
  /** 409: a paid act cannot be deleted; the notary stops it and refunds. */
  act_already_paid: { status: 409, messageKey: 'error_act_already_paid' },
  /** 403: only a notary annuls an act of this type. */
  annul_requires_notary: { status: 403, messageKey: 'error_annul_requires_notary' },

  // --- Users and notaries (issue 14, administrators) ---------------------------------
  /** 422: the notary role works only through a notary record; a user given the role without one is refused. */
  notary_record_required: { status: 422, messageKey: 'error_notary_record_required' },

  // --- Documents of an act (issue 13.2) ------------------------------------------------
  /** 415: an attached scan is not a PDF, JPEG or PNG by its content (the name and the declared type are not believed). */
  document_type_not_allowed: { status: 415, messageKey: 'error_document_type_not_allowed' },
  /** 409: a document is deleted only by whoever uploaded it, while the act is in Preparation. */
  document_not_deletable: { status: 409, messageKey: 'error_document_not_deletable' },

  // --- Video conference recordings (issue 16.4) ----------------------------------------
  /** 410: the recording's file was deleted when its retention period (VIDEO_RETENTION_DAYS) ended; its row and SHA-256 stay. */
  recording_deleted: { status: 410, messageKey: 'error_recording_deleted' },
  /** 416: the byte range asked of a recording is outside it. */
  recording_range_not_satisfiable: { status: 416, messageKey: 'error_recording_range_not_satisfiable' },

  // --- Party invitations (acts-domain 4) ----------------------------------------------
  /** 409: the invitation was already accepted or rejected. */
  invitation_already_answered: { status: 409, messageKey: 'error_invitation_already_answered' },
  /** 409: only a party who accepted can exit the deal. */
  invitation_not_accepted: { status: 409, messageKey: 'error_invitation_not_accepted' },
  /** 409: a new invitation goes only to a party who rejected or exited. */
  invitation_still_open: { status: 409, messageKey: 'error_invitation_still_open' },
  /** 404: the invitation link is unknown or was replaced by a new invitation. */
  invitation_not_found: { status: 404, messageKey: 'error_invitation_not_found' },
  /** 429: the invitation SMS was sent less than INVITATION_SMS_RESEND_COOLDOWN_SECONDS ago; `details.retryAfterSeconds` says how long to wait. */
  invitation_sms_too_soon: { status: 429, messageKey: 'error_invitation_sms_too_soon' },
  /** 422: the invited party has no phone number, so no SMS can be sent; give them the link or the QR code. */
  party_phone_missing: { status: 422, messageKey: 'error_party_phone_missing' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as readonly ErrorCode[];

/** HTTP status per code, for the API's exception filter. */
export const ERROR_HTTP_STATUS = Object.fromEntries(
  ERROR_CODE_LIST.map((code) => [code, ERROR_CODES[code].status]),
) as { readonly [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] } satisfies Record<ErrorCode, number>;

/** The body of every error answer of the API (STYLE.md "Errors"). */
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  /** Set on 500s so support can find the log line without the body leaking internals. */
  correlationId?: string;
};

/** A domain rule's or the machine's refusal: a code and data for the message. */
export type DomainError = { code: ErrorCode; details?: Record<string, unknown> };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return isErrorCode(body.code) && typeof body.message === 'string';
}

/**
 * Maps a getUserMedia DOMException name to a device error code, so the
 * face check and the video conference speak the same catalogue. `purpose`
 * picks the minimum a failed resolution constraint is named by (640×480 for
 * the face check, 1280×720 for a video act).
 */
export function mediaErrorCode(
  name: string,
  kind: 'video' | 'audio' = 'video',
  purpose: 'face_check' | 'video_act' = 'face_check',
): ErrorCode {
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return kind === 'audio' ? 'microphone_not_found' : 'camera_not_found';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'camera_permission_denied';
    case 'SecurityError':
      return 'camera_blocked';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'camera_in_use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return purpose === 'video_act' ? 'video_resolution_too_low' : 'camera_resolution_too_low';
    default:
      return 'camera_unknown_error';
  }
}
