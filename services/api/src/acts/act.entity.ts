import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ActStatus, ActStep, ActTypeId } from '@notary/domain/act';
import type { DefectField } from '@notary/domain/contracts';

/** acts-domain 3 "Attributes and history: attribute list (title/name and value)". */
export type ActAttribute = { title: string; value: string };
/** acts-domain 3 "Credit data". */
export type ActCredit = {
  contractNumber?: string;
  date?: string;
  sum?: string;
  percent?: number;
  term?: number;
  purpose?: string;
};
/** acts-domain 3 "Marriage and divorce records: register number, date, body". */
export type CivilRecord = { regnum?: string; date?: string; body?: string };
/** acts-domain 3 "Power-of-attorney class (proxyclass), rights, delegation right, rent type, transfer type". */
export type ActProxy = {
  proxyClass?: string;
  rights?: string[];
  /** The principal gives the attorney the right to re-delegate (acts-domain 5). */
  delegationRight?: boolean;
  /** The rights include disposing of the property (sale, gift, pledge); forbidden for 11651 and 105. */
  hasDisposalRights?: boolean;
  rentType?: string;
  transferType?: string;
};
/** acts-domain 3 "Travel". Self-departure only from age 15 (acts-domain 5). */
export type ActTravel = {
  departureCountry?: string;
  destinationCountries?: string[];
  allCountries?: boolean;
  purpose?: string;
  otherPurpose?: string;
  periodFrom?: string;
  periodTo?: string;
  selfDeparture?: boolean;
};
/** acts-domain 3 "Debt for enforcement writs". */
export type ActEnforcementDebt = {
  collectFee?: boolean;
  penaltySum?: string;
  totalDebt?: string;
  debtDocument?: string;
  debtActRegnum?: string;
  debtActRegdate?: string;
  notary?: string;
};
/** Video-conference registration tab (acts-domain 2): room and the conference's times. */
export type ActVideo = {
  room?: string;
  startedAt?: string;
  endedAt?: string;
  recordingId?: string;
  /** Issue 16.2: the media server's room the notary opened (POST …/video/room), and when. */
  janusRoom?: number;
  openedAt?: string;
  /** Issue 16.4: who published each feed of the room (feed id to user id), so each recorded participant is attributed. */
  feeds?: Record<string, string>;
  /** Issue 16.4: set while the notary has the conference recorded (Janus writes into DATA_DIR/video/rec/<act id>). */
  recording?: { startedAt: string };
};

const money = { type: 'numeric' as const, precision: 18, scale: 2, nullable: true };

@Entity({ name: 'notarial_act' })
export class NotarialAct {
  @PrimaryGeneratedColumn('uuid') id: string;

  // Identity and registry
  @Column({ name: 'type_id', type: 'integer' }) typeId: ActTypeId;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', default: 'oz' }) lang: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ name: 'linked_act_ids', type: 'uuid', array: true, default: () => "'{}'" }) linkedActIds: string[];
  @Column({ type: 'text', nullable: true }) regnum: string | null;
  @Column({ type: 'date', nullable: true }) regdate: string | null;
  @Column({ name: 'reg_year', type: 'integer', nullable: true }) regYear: number | null;

  // Notary and registration
  @Column({ name: 'office_id', type: 'uuid', nullable: true }) officeId: string | null;
  @Column({ name: 'notary_id', type: 'uuid', nullable: true }) notaryId: string | null;
  @Column({ name: 'notary_name', type: 'text', nullable: true }) notaryName: string | null;
  @Column({ name: 'notary_phone', type: 'text', nullable: true }) notaryPhone: string | null;
  @Column({ type: 'smallint', default: 2 }) regsystem: number;
  @Column({ type: 'smallint' }) regtype: 1 | 2;
  @Column({ name: 'visit_at', type: 'timestamptz', nullable: true }) visitAt: Date | null;
  @Column({ name: 'visit_date', type: 'date', insert: false, update: false, nullable: true }) visitDate: string | null;
  @Column({ name: 'visit_time', type: 'time', insert: false, update: false, nullable: true }) visitTime: string | null;
  @Column({ type: 'smallint', default: 1 }) step: ActStep;
  @Column({ type: 'text', default: 'active' }) status: ActStatus;
  @Column({ type: 'text', insert: false, update: false }) state: 'active' | 'cancelled';
  @Column({ type: 'text', nullable: true }) remark: string | null;
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
  @Column({ name: 'author_pin', type: 'text' }) authorPin: string;
  @Column({ name: 'is_simplified', type: 'boolean', default: false }) isSimplified: boolean;

  // Location and charges
  @Column({ type: 'text', nullable: true }) location: string | null;
  @Column({ type: 'text', nullable: true }) address: string | null;
  @Column({ name: 'is_free', type: 'boolean', default: false }) isFree: boolean;
  @Column({ name: 'free_reason', type: 'text', nullable: true }) freeReason: string | null;

  // Dates
  @Column({ name: 'entered_at', type: 'timestamptz', default: () => 'now()' }) enteredAt: Date;
  @Column({ name: 'registered_at', type: 'timestamptz', nullable: true }) registeredAt: Date | null;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'annul_at', type: 'timestamptz', nullable: true }) annulAt: Date | null;
  @Column({ name: 'annul_reason', type: 'text', nullable: true }) annulReason: string | null;
  @Column({ name: 'valid_until', type: 'date', nullable: true }) validUntil: string | null;

  // Attributes and history
  @Column({ type: 'jsonb', default: () => "'[]'" }) attributes: ActAttribute[];
  @Column({ type: 'text', nullable: true }) template: string | null;
  @Column({ type: 'text', nullable: true }) summary: string | null;

  // Outer registry, blank, counts
  @Column({ name: 'outer_reg_date', type: 'date', nullable: true }) outerRegDate: string | null;
  @Column({ name: 'outer_reg_number', type: 'text', nullable: true }) outerRegNumber: string | null;
  @Column({ name: 'blank_series', type: 'text', nullable: true }) blankSeries: string | null;
  @Column({ name: 'blank_number', type: 'text', nullable: true }) blankNumber: string | null;
  @Column({ name: 'blank_code', type: 'text', nullable: true }) blankCode: string | null;
  @Column({ name: 'page_count', type: 'integer', nullable: true }) pageCount: number | null;
  @Column({ name: 'sheet_count', type: 'integer', nullable: true }) sheetCount: number | null;
  @Column({ name: 'storage_days', type: 'integer', nullable: true }) storageDays: number | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) descriptions: Record<string, string>;

  // Terms and sums
  @Column({ name: 'term_from', type: 'date', nullable: true }) termFrom: string | null;
  @Column({ name: 'term_to', type: 'date', nullable: true }) termTo: string | null;
  @Column({ name: 'sum', ...money }) sum: string | null;
  /** The sum in words, checked against it (acts-domain 5). */
  @Column({ name: 'sum_words', type: 'text', nullable: true }) sumWords: string | null;
  @Column({ name: 'total_sum', ...money }) totalSum: string | null;
  @Column({ name: 'loan_sum', ...money }) loanSum: string | null;
  @Column({ name: 'loan_term', type: 'integer', nullable: true }) loanTerm: number | null;

  // Rarely-queried blocks (jsonb, see the migration)
  @Column({ type: 'jsonb', nullable: true }) credit: ActCredit | null;
  @Column({ name: 'marriage_record', type: 'jsonb', nullable: true }) marriageRecord: CivilRecord | null;
  @Column({ name: 'divorce_record', type: 'jsonb', nullable: true }) divorceRecord: CivilRecord | null;
  @Column({ type: 'jsonb', nullable: true }) proxy: ActProxy | null;
  @Column({ name: 'main_act_id', type: 'uuid', nullable: true }) mainActId: string | null;
  @Column({ type: 'jsonb', nullable: true }) travel: ActTravel | null;
  @Column({ name: 'enforcement_debt', type: 'jsonb', nullable: true }) enforcementDebt: ActEnforcementDebt | null;

  // Notary's decisions
  @Column({ type: 'text', nullable: true }) defects: string | null;
  @Column({ name: 'defect_fields', type: 'jsonb', default: () => "'[]'" }) defectFields: DefectField[];
  @Column({ name: 'stop_reason', type: 'text', nullable: true }) stopReason: string | null;
  @Column({ name: 'refusal_file', type: 'bytea', nullable: true, select: false }) refusalFile: Buffer | null;
  @Column({ name: 'refusal_file_name', type: 'text', nullable: true }) refusalFileName: string | null;
  @Column({ name: 'refusal_file_type', type: 'text', nullable: true }) refusalFileType: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" }) video: ActVideo;
  /** In person: when and by whom the act's notary marked the parties present (registration waits for it). */
  @Column({ name: 'parties_present_at', type: 'timestamptz', nullable: true }) partiesPresentAt: Date | null;
  @Column({ name: 'parties_present_by', type: 'uuid', nullable: true }) partiesPresentBy: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
