import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { ReferenceNotaries1763802000000 } from './1763802000000-reference-notaries.js';
import { PublicServices1763802100000 } from './1763802100000-public-services.js';
import { InheritanceNameSearch1763802200000 } from './1763802200000-inheritance-name-search.js';
import { EqueueStates1763802300000 } from './1763802300000-equeue-states.js';
import { NotarialActs1763803000000 } from './1763803000000-notarial-acts.js';
import { ActsKeysAndLinks1763803100000 } from './1763803100000-acts-keys-and-links.js';
import { UsersSessions1763801000000 } from './1763801000000-users-sessions.js';
import { CivilRegistry1763801100000 } from './1763801100000-civil-registry.js';
import { SignIn1763801200000 } from './1763801200000-sign-in.js';
import { SignInAttemptIdAndClientMode1763803600000 } from './1763803600000-sign-in-attempt-id-and-client-mode.js';
import { AuditHeadAndCheckouts1763803500000 } from './1763803500000-audit-head-and-checkouts.js';
import { NotaryOwnTimetable1763804140000 } from './1763804140000-notary-own-timetable.js';
import { ActDocuments1764081300000 } from './1764081300000-act-documents.js';
import { ScheduledJobRuns1764081400000 } from './1764081400000-scheduled-job-runs.js';
import { ConsoleActs1763804410000 } from './1763804410000-console-acts.js';
import { ActTerms1764083117000 } from './1764083117000-act-terms.js';
import { CivilRecords1764091117100 } from './1764091117100-civil-records.js';
import { MyActsIndexPath1764084000000 } from './1764084000000-my-acts-index-path.js';
import { UserNotifications1764089913000 } from './1764089913000-user-notifications.js';
import { ActDefectFields1764074100000 } from './1764074100000-act-defect-fields.js';
import { VideoRecordings1764258000000 } from './1764258000000-video-recordings.js';
import { VideoMissedNotification1764262800000 } from './1764262800000-video-missed-notification.js';
import { TaxRegistry1764263000000 } from './1764263000000-tax-registry.js';
import { VideoIdentity1764268000000 } from './1764268000000-video-identity.js';
import { OfficeInboxPath1764300000000 } from './1764300000000-office-inbox-path.js';
import { SessionsFillfactor1764310000000 } from './1764310000000-sessions-fillfactor.js';
import { SessionCacheNotices1764320000000 } from './1764320000000-session-cache-notices.js';
import { InheritanceNamePrefixes1764330000000 } from './1764330000000-inheritance-name-prefixes.js';

/**
 * Every migration, in order. Schema changes are migrations run at start; the
 * API never uses `synchronize`. Add new ones at the end.
 */
export const migrations = [Foundation1763800000000, UsersSessions1763801000000, CivilRegistry1763801100000, SignIn1763801200000, ReferenceNotaries1763802000000, PublicServices1763802100000, InheritanceNameSearch1763802200000, EqueueStates1763802300000, NotarialActs1763803000000, ActsKeysAndLinks1763803100000, AuditHeadAndCheckouts1763803500000, SignInAttemptIdAndClientMode1763803600000, NotaryOwnTimetable1763804140000, ActDocuments1764081300000, ScheduledJobRuns1764081400000, ConsoleActs1763804410000, ActTerms1764083117000, MyActsIndexPath1764084000000, UserNotifications1764089913000, CivilRecords1764091117100, ActDefectFields1764074100000, VideoRecordings1764258000000, VideoMissedNotification1764262800000, TaxRegistry1764263000000, VideoIdentity1764268000000, OfficeInboxPath1764300000000, SessionsFillfactor1764310000000, SessionCacheNotices1764320000000, InheritanceNamePrefixes1764330000000];
