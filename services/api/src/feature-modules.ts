import { CatalogueModule } from './catalogue/catalogue.module.js';
import { DictionaryModule } from './dictionary/dictionary.module.js';
import { EqueueModule } from './equeue/equeue.module.js';
import { NotariesModule } from './notaries/notaries.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { SearchesModule } from './searches/searches.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { ActsModule } from './acts/acts.module.js';
import { NotesModule } from './notes/notes.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PartiesModule } from './parties/parties.module.js';
import { SubjectsModule } from './subjects/subjects.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { CivilRegistryModule } from './civil-registry/civil-registry.module.js';
import { UsersModule } from './users/users.module.js';
import { PublicConfigModule } from './public-config/public-config.module.js';
import { VideoCheckModule } from './video-check/video-check.module.js';
import { ConferenceModule } from './video/conference/conference.module.js';
import { NotaryProfileModule } from './notary-profile/notary-profile.module.js';
import { AdminNotariesModule } from './admin-notaries/admin-notaries.module.js';
import { PersonLookupModule } from './person-lookup/person-lookup.module.js';
import { VideoRecordingsModule } from './video/recordings/recordings.module.js';
import { VideoIdentityModule } from './video/identity/video-identity.module.js';

/**
 * The feature modules of the API (one NestJS module per feature folder). Each
 * feature adds its module here.
 */
export const featureModules: (new (...args: never[]) => unknown)[] = [RateLimitModule, CivilRegistryModule, UsersModule, SessionsModule, IdentityModule, ReferenceModule, NotariesModule, CatalogueModule, EqueueModule, SearchesModule, StatisticsModule, DictionaryModule, ActsModule, PartiesModule, SubjectsModule, NotesModule, PaymentsModule, RegistrationModule, PublicConfigModule, NotaryProfileModule, AdminNotariesModule, DocumentsModule, NotificationsModule, PersonLookupModule, VideoCheckModule, VideoRecordingsModule, ConferenceModule, VideoIdentityModule];
