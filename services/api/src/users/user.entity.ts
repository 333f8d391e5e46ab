import { ROLES, type Role } from '@notary/domain/identity';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The roles a user may carry (spec/shell.md 6), one list for the API and the apps. */
export { ROLES, type Role };

/** Admin field `state`: 1 active, 2 blocked (a blocked user cannot sign in or use a session). */
export const USER_STATE = { active: 1, blocked: 2 } as const;

/** A user of the portal with every field of spec/shell.md 3 and the admin screen's fields. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'bigint', insert: false, update: false }) userid: string;
  @Column({ type: 'char', length: 14 }) pin: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) surname: string;
  /** The patronymic (shell 3 calls it lastname). */
  @Column({ type: 'text' }) lastname: string;
  @Column({ type: 'text' }) fullname: string;
  @Column({ type: 'smallint' }) typeid: number;
  @Column({ type: 'smallint', nullable: true }) gender: number | null;
  @Column({ type: 'date', nullable: true }) birthdate: string | null;
  @Column({ type: 'text', nullable: true }) birthcountry: string | null;
  @Column({ type: 'varchar', nullable: true }) inn: string | null;
  @Column({ type: 'varchar', nullable: true }) passserial: string | null;
  @Column({ type: 'varchar', nullable: true }) passnum: string | null;
  @Column({ type: 'text', nullable: true }) issueorg: string | null;
  @Column({ type: 'date', nullable: true }) issuedate: string | null;
  @Column({ type: 'date', nullable: true }) exprdate: string | null;
  @Column({ type: 'text', nullable: true }) citizenship: string | null;
  @Column({ type: 'text', nullable: true }) nationality: string | null;
  @Column({ type: 'varchar', nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ type: 'integer', nullable: true }) regionid: number | null;
  @Column({ type: 'text', nullable: true }) regionru: string | null;
  @Column({ type: 'text', nullable: true }) regionuz: string | null;
  @Column({ type: 'integer', nullable: true }) districtid: number | null;
  @Column({ type: 'text', nullable: true }) districtru: string | null;
  @Column({ type: 'text', nullable: true }) districtuz: string | null;
  @Column({ type: 'text', nullable: true }) regaddress: string | null;
  @Column({ type: 'text', nullable: true }) actaddress: string | null;
  @Column({ type: 'varchar', nullable: true }) orginn: string | null;
  @Column({ type: 'text', nullable: true }) orgname: string | null;
  @Column({ type: 'smallint' }) valid: number;
  @Column({ type: 'smallint' }) termsofuse: number;
  @Column({ type: 'text', array: true }) roles: Role[];
  @Column({ type: 'smallint' }) state: number;
  @Column({ type: 'smallint' }) isdeleted: number;
  @Column({ type: 'timestamptz', insert: false, update: false }) instime: Date;
  @Column({ type: 'timestamptz' }) updtime: Date;
  @Column({ type: 'text', nullable: true }) comments: string | null;
  @Column({ type: 'uuid', name: 'notary_id', nullable: true }) notaryId: string | null;
}
