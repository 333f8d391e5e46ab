import type { ActEventOption, ActStatus, ActState, ActStep } from '@notary/domain/act';
import type { InvitationStatus, PartyRole } from '@notary/domain/party';

/**
 * The few fields of the acts API's answers these screens read (docs/openapi.json,
 * services/api/src/acts/dto/responses.ts). Kept to what is read, so that they
 * give way to the contracts of `@notary/domain/contracts` without a big copy.
 */

/** A row of GET /api/notarial_act. */
export type ActListItem = {
  uuid: string;
  typeId: number;
  name: string;
  step: ActStep;
  status: ActStatus;
  state: ActState;
  regnum: string | null;
  /** yyyy-mm-dd */
  regdate: string | null;
  regtype: 1 | 2;
  regsystem: number;
  officeId: string | null;
  notaryId: string | null;
  notaryName: string | null;
  /** yyyy-mm-dd, Tashkent */
  visitdate: string | null;
  /** HH:mm, Tashkent */
  visittime: string | null;
  enteredAt: string;
  isSimplified: boolean;
};

export type ActListResponse = { items: ActListItem[]; total: number; page: number; pageSize: number };

/** GET /api/notarial_act/:uuid: the general tab with what the machine lets the caller send now. */
export type ActGeneral = ActListItem & {
  actor: 'applicant' | 'notary' | 'party';
  myPartyId: string | null;
  myInvitationStatus: InvitationStatus;
  events: ActEventOption[];
  blockedBy: string | null;
  allPartiesAccepted: boolean;
  hasInvoices: boolean;
  isPaid: boolean;
  isVisitTimePassed: boolean;
  lang?: string | null;
  phone?: string | null;
  notaryPhone?: string | null;
  remark?: string | null;
  defects?: string | null;
  isFreeOfCharge?: boolean;
  registeredAt?: string | null;
  validUntil?: string | null;
};

export type ActParty = {
  id: string;
  role: PartyRole;
  isAuthor: boolean;
  partyClass?: 'natural' | 'legal';
  pin: string | null;
  inn?: string | null;
  fullname: string;
  phone?: string | null;
  birthDate?: string | null;
  participationMode?: 'meeting' | 'video' | null;
  kinship?: string | null;
  answeredAt?: string | null;
  status: InvitationStatus;
  isPayer?: boolean;
  smsSent: boolean;
};

export type ActSubject = {
  id: string;
  kind: 'vehicle' | 'real_estate' | 'other';
  stateNumber?: string | null;
  techPassportSeries?: string | null;
  techPassportNumber?: string | null;
  bodyNumber?: string | null;
  cadastreNumber?: string | null;
  description?: string | null;
  price?: string | null;
  priceWords?: string | null;
  sum?: string | null;
  inventoryPrice?: string | null;
  vehicle?: { make?: string; colour?: string; year?: number; motorNumber?: string; chassisNumber?: string; horsepower?: number } | null;
  realEstate?: { address?: string; area?: string; livingArea?: string; rooms?: number; propertyType?: string } | null;
  shares?: { numerator: number; denominator: number; partyId?: string | null }[];
};

export type ActPayment = {
  id: string;
  number: string;
  kind: 'state_duty' | 'notary_fee';
  /** so'm with 2 decimals */
  amount: string;
  state: 'issued' | 'marked_paid' | 'paid' | 'confirmed' | 'refunded' | 'cancelled';
  payerName: string | null;
  createdAt: string;
};

export type ActNote = { id: string; text: string; history: { text: string; at: string; by: string }[]; createdAt?: string };

export type ActAuditEntry = {
  seq: number;
  at: string;
  actorRole: string;
  action: string;
  fromStep: number | null;
  toStep: number | null;
  reason: string | null;
};

export type ActResult = {
  uuid: string;
  regnum: string | null;
  regdate: string | null;
  notaryName: string | null;
  state: ActState;
  status: ActStatus;
  registeredAt: string | null;
  blank: { series: string | null; number: string | null; code: string | null };
  annul: { at: string | null; reason: string | null } | null;
  refusal: { fileName: string | null; fileType: string | null } | null;
  stopReason: string | null;
  defects: string | null;
  cancelledAt: string | null;
};

export type LinkedAct = { id: string; typeId: number; name: string; regnum: string | null; regdate: string | null; status: ActStatus; state: ActState };

export type ActReferences = {
  linked: LinkedAct[];
  referencing: LinkedAct[];
  registry: ({ subjectId: string; encumbrances: { id: string; kind: string }[] } & Record<string, unknown>)[];
};

/** GET …/video: the video-conference registration of a regtype 2 act. */
export type ActVideo = {
  uuid: string;
  regtype: 1 | 2;
  visitdate: string | null;
  visittime: string | null;
  room?: string;
  startedAt?: string;
  endedAt?: string;
  recordingId?: string;
  isInactive: boolean;
};
