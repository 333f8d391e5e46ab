import type { Role } from '../users/user.entity.js';
import { makePin } from './pin.js';

/**
 * Demo data of the simulated civil registry: six families and a few single
 * people (Latin spelling, as the registry keeps names), with the cases the
 * rules of spec/acts-domain.md 5 need: deceased persons (inheritance, a
 * deceased co-owner), spouses, parents and children including minors under 15
 * and of 15–17 (travel consent, self-departure), an inactive phone, a person
 * whose personal data is not verified, an expired passport.
 *
 * Adults have fixed birth dates, so their pins are the same on every machine
 * (the README lists them). Minors' birth dates are relative to the seeding
 * day, so a minor stays a minor in a database seeded years from now.
 *
 * Nobody has a registry photo: on a fresh machine the first successful live
 * check of a person enrols their photo (issue 4 "Demo enrolment"), so anyone
 * can sign in with their own face on any demo account.
 */

export type DemoPerson = {
  key: string;
  surname: string;
  name: string;
  patronym: string;
  gender: 1 | 2;
  /** ISO date, or years before the seeding day (minors). */
  birth: string | { yearsAgo: number; month: number; day: number };
  birthPlace: string;
  nationality: string;
  regionId: number;
  districtId: number;
  address: string;
  phone: string | null;
  isPhoneActive: boolean;
  isPersonalDataVerified: boolean;
  deathDate?: string;
  /** Passport series+number (AA1234567), its issue date; valid ten years. */
  passport?: { id: string; issued: string; issuer: string };
  idCard?: { id: string; issued: string; issuer: string };
  /** Birth certificate in the registry archive (minors). */
  birthCertificate?: { series: string; number: string; issued: string; issuer: string };
  /** The passport is past its ten years on purpose (sign-in answers document_expired). */
  isExpiredOnPurpose?: true;
  /** A demo account: a user row is created with these roles. */
  account?: Role[];
};

const T = 1726; // Toshkent shahri
const YUNUSOBOD = 172611;
const CHILONZOR = 172602;
const MIROBOD = 172603;
const MIRZO_ULUGBEK = 172604;
const YAKKASAROY = 172609;
const SAM = 1718;
const SAMARQAND_SH = 171801;
const FAR = 1730;
const FARGONA_SH = 173001;
const MARGILON = 173002;

const IIB_YUNUSOBOD = 'TOSHKENT SHAHAR YUNUSOBOD TUMANI IIB';
const IIB_CHILONZOR = 'TOSHKENT SHAHAR CHILONZOR TUMANI IIB';
const IIB_MIROBOD = 'TOSHKENT SHAHAR MIROBOD TUMANI IIB';
const IIB_MU = "TOSHKENT SHAHAR MIRZO ULUG'BEK TUMANI IIB";
const IIB_YAKKASAROY = 'TOSHKENT SHAHAR YAKKASAROY TUMANI IIB';
const IIB_SAMARQAND = 'SAMARQAND SHAHAR IIB';
const IIB_FARGONA = "FARG'ONA SHAHAR IIB";
const IIB_MARGILON = "MARG'ILON SHAHAR IIB";
const FHDYO_YUNUSOBOD = 'YUNUSOBOD TUMANI FHDYO BO\'LIMI';
const FHDYO_SAMARQAND = 'SAMARQAND SHAHAR FHDYO BO\'LIMI';
const FHDYO_FARGONA = "FARG'ONA SHAHAR FHDYO BO'LIMI";
const FHDYO_CHILONZOR = 'CHILONZOR TUMANI FHDYO BO\'LIMI';

const TASHKENT = 'TOSHKENT SHAHRI';
const UZBEK = "O'ZBEK";

export const DEMO_PERSONS: readonly DemoPerson[] = [
  // --- Karimovs, Tashkent (Yunusobod): the first citizen demo account ----------------
  { key: 'aziz', surname: 'KARIMOV', name: 'AZIZ', patronym: "BAXTIYOR O'G'LI", gender: 1, birth: '1985-03-14', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 23-xonadon",
    phone: '901234567', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB4127356', issued: '2019-05-14', issuer: IIB_YUNUSOBOD }, account: ['citizen'] },
  { key: 'nilufar', surname: 'KARIMOVA', name: 'NILUFAR', patronym: 'RUSTAM QIZI', gender: 2, birth: '1988-07-22', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 23-xonadon",
    phone: '935557788', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD2231845', issued: '2022-03-02', issuer: IIB_YUNUSOBOD }, account: ['citizen'] },
  { key: 'sardor', surname: 'KARIMOV', name: 'SARDOR', patronym: "AZIZ O'G'LI", gender: 1, birth: { yearsAgo: 11, month: 9, day: 5 }, birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 23-xonadon",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-TN', number: '0412765', issued: 'birth', issuer: FHDYO_YUNUSOBOD } },
  { key: 'madina', surname: 'KARIMOVA', name: 'MADINA', patronym: 'AZIZ QIZI', gender: 2, birth: { yearsAgo: 16, month: 2, day: 18 }, birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 23-xonadon",
    phone: '977001122', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AE0917334', issued: 'recent', issuer: IIB_YUNUSOBOD },
    birthCertificate: { series: 'I-TN', number: '0198243', issued: 'birth', issuer: FHDYO_YUNUSOBOD } },
  { key: 'baxtiyor', surname: 'KARIMOV', name: 'BAXTIYOR', patronym: "ERGASH O'G'LI", gender: 1, birth: '1956-11-02', birthPlace: 'TOSHKENT VILOYATI', nationality: UZBEK,
    regionId: T, districtId: MIROBOD, address: "Toshkent shahri, Mirobod tumani, Shahrisabz ko'chasi, 14-uy",
    phone: '901112233', isPhoneActive: false, isPersonalDataVerified: true, deathDate: '2023-04-10',
    passport: { id: 'AA0854312', issued: '2016-09-20', issuer: IIB_MIROBOD } },
  { key: 'saodat', surname: 'KARIMOVA', name: 'SAODAT', patronym: 'HAMID QIZI', gender: 2, birth: '1959-05-30', birthPlace: 'TOSHKENT VILOYATI', nationality: UZBEK,
    regionId: T, districtId: MIROBOD, address: "Toshkent shahri, Mirobod tumani, Shahrisabz ko'chasi, 14-uy",
    phone: '712345678', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA0854313', issued: '2021-09-20', issuer: IIB_MIROBOD } },

  // --- Rashidovs, Samarkand: the second citizen demo account ------------------------
  { key: 'jasur', surname: 'RASHIDOV', name: 'JASUR', patronym: "OLIM O'G'LI", gender: 1, birth: '1979-01-25', birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Registon ko'chasi, 45-uy",
    phone: '915432109', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AC3390471', issued: '2020-11-11', issuer: IIB_SAMARQAND }, account: ['citizen'] },
  { key: 'gulnora', surname: 'RASHIDOVA', name: 'GULNORA', patronym: 'AKMAL QIZI', gender: 2, birth: '1982-10-11', birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Registon ko'chasi, 45-uy",
    phone: '915432110', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AC3390472', issued: '2020-11-11', issuer: IIB_SAMARQAND } },
  { key: 'bekzod', surname: 'RASHIDOV', name: 'BEKZOD', patronym: "JASUR O'G'LI", gender: 1, birth: '2004-06-03', birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Registon ko'chasi, 45-uy",
    phone: '995550101', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD5518209', issued: '2021-07-15', issuer: IIB_SAMARQAND } },
  { key: 'timur', surname: 'RASHIDOV', name: 'TIMUR', patronym: "JASUR O'G'LI", gender: 1, birth: { yearsAgo: 17, month: 4, day: 14 }, birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Registon ko'chasi, 45-uy",
    phone: '995550102', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AE1204578', issued: 'recent', issuer: IIB_SAMARQAND },
    birthCertificate: { series: 'I-SM', number: '0733019', issued: 'birth', issuer: FHDYO_SAMARQAND } },
  { key: 'zarina', surname: 'RASHIDOVA', name: 'ZARINA', patronym: 'JASUR QIZI', gender: 2, birth: { yearsAgo: 12, month: 12, day: 20 }, birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Registon ko'chasi, 45-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-SM', number: '0911482', issued: 'birth', issuer: FHDYO_SAMARQAND } },
  { key: 'olim', surname: 'RASHIDOV', name: 'OLIM', patronym: "SOBIR O'G'LI", gender: 1, birth: '1950-08-17', birthPlace: 'SAMARQAND VILOYATI', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Dahbed ko'chasi, 8-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true, deathDate: '2019-02-03',
    passport: { id: 'AA0312876', issued: '2012-04-05', issuer: IIB_SAMARQAND } },

  // --- Yusupovs and Ergashevs, Fergana: the third citizen demo account ---------------
  { key: 'dilnoza', surname: 'YUSUPOVA', name: 'DILNOZA', patronym: 'SHAVKAT QIZI', gender: 2, birth: '1990-08-08', birthPlace: "FARG'ONA", nationality: UZBEK,
    regionId: FAR, districtId: FARGONA_SH, address: "Farg'ona shahri, Al-Farg'oniy ko'chasi, 21-uy, 5-xonadon",
    phone: '933219876', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD7730215', issued: '2023-01-19', issuer: IIB_FARGONA }, account: ['citizen'] },
  { key: 'farrux', surname: 'YUSUPOV', name: 'FARRUX', patronym: "ILHOM O'G'LI", gender: 1, birth: '1987-12-01', birthPlace: "FARG'ONA", nationality: UZBEK,
    regionId: FAR, districtId: FARGONA_SH, address: "Farg'ona shahri, Al-Farg'oniy ko'chasi, 21-uy, 5-xonadon",
    phone: '933219877', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB6602148', issued: '2018-06-25', issuer: IIB_FARGONA } },
  { key: 'amir', surname: 'YUSUPOV', name: 'AMIR', patronym: "FARRUX O'G'LI", gender: 1, birth: { yearsAgo: 7, month: 3, day: 9 }, birthPlace: "FARG'ONA", nationality: UZBEK,
    regionId: FAR, districtId: FARGONA_SH, address: "Farg'ona shahri, Al-Farg'oniy ko'chasi, 21-uy, 5-xonadon",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-FR', number: '0627714', issued: 'birth', issuer: FHDYO_FARGONA } },
  { key: 'shahzoda', surname: 'YUSUPOVA', name: 'SHAHZODA', patronym: 'FARRUX QIZI', gender: 2, birth: { yearsAgo: 4, month: 10, day: 27 }, birthPlace: "FARG'ONA", nationality: UZBEK,
    regionId: FAR, districtId: FARGONA_SH, address: "Farg'ona shahri, Al-Farg'oniy ko'chasi, 21-uy, 5-xonadon",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-FR', number: '0845530', issued: 'birth', issuer: FHDYO_FARGONA } },
  { key: 'mohira', surname: 'ERGASHEVA', name: 'MOHIRA', patronym: 'SHAVKAT QIZI', gender: 2, birth: '1993-04-16', birthPlace: "MARG'ILON", nationality: UZBEK,
    regionId: FAR, districtId: MARGILON, address: "Marg'ilon shahri, Mustaqillik ko'chasi, 3-uy",
    phone: '946663311', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB8812730', issued: '2021-09-09', issuer: IIB_MARGILON } },
  { key: 'shavkat', surname: 'ERGASHEV', name: 'SHAVKAT', patronym: "TURSUN O'G'LI", gender: 1, birth: '1960-02-29', birthPlace: "MARG'ILON", nationality: UZBEK,
    regionId: FAR, districtId: MARGILON, address: "Marg'ilon shahri, Mustaqillik ko'chasi, 3-uy",
    phone: '946663300', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA1937645', issued: '2017-03-14', issuer: IIB_MARGILON } },
  { key: 'malika', surname: 'ERGASHEVA', name: 'MALIKA', patronym: 'NODIR QIZI', gender: 2, birth: '1964-09-12', birthPlace: "MARG'ILON", nationality: UZBEK,
    regionId: FAR, districtId: MARGILON, address: "Marg'ilon shahri, Mustaqillik ko'chasi, 3-uy",
    phone: '946663301', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA1937646', issued: '2017-03-14', issuer: IIB_MARGILON } },

  // --- Notaries and the administrator (Tashkent) --------------------------------------
  { key: 'rustam', surname: 'ABDULLAYEV', name: 'RUSTAM', patronym: "ERKIN O'G'LI", gender: 1, birth: '1975-06-19', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, Bunyodkor shoh ko'chasi, 9-uy, 41-xonadon",
    phone: '909876543', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB2047718', issued: '2018-02-08', issuer: IIB_CHILONZOR }, account: ['notary'] },
  { key: 'feruza', surname: 'NAZAROVA', name: 'FERUZA', patronym: 'ALISHER QIZI', gender: 2, birth: '1980-01-07', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: MIRZO_ULUGBEK, address: "Toshkent shahri, Mirzo Ulug'bek tumani, Buyuk Ipak yo'li ko'chasi, 73-uy",
    phone: '971234500', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD3349016', issued: '2022-10-04', issuer: IIB_MU }, account: ['notary'] },
  { key: 'sherzod', surname: 'TURSUNOV', name: 'SHERZOD', patronym: "NABI O'G'LI", gender: 1, birth: '1983-11-23', birthPlace: 'NAMANGAN', nationality: UZBEK,
    regionId: T, districtId: YAKKASAROY, address: "Toshkent shahri, Yakkasaroy tumani, Shota Rustaveli ko'chasi, 30-uy",
    phone: '998887766', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AC1176540', issued: '2019-12-17', issuer: IIB_YAKKASAROY }, account: ['notary'] },
  { key: 'ulugbek', surname: 'XOLMATOV', name: "ULUG'BEK", patronym: "ANVAR O'G'LI", gender: 1, birth: '1986-04-03', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: MIROBOD, address: "Toshkent shahri, Mirobod tumani, Sayilgoh ko'chasi, 5-uy",
    phone: '901010101', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB5500123', issued: '2020-01-28', issuer: IIB_MIROBOD }, account: ['admin'] },

  // --- Hasanovs, Tashkent (Chilonzor): grown-up children ------------------------------
  { key: 'sanjar', surname: 'HASANOV', name: 'SANJAR', patronym: "KOMIL O'G'LI", gender: 1, birth: '1970-10-30', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, 19-mavze, 12-uy, 7-xonadon",
    phone: '903334455', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA7723091', issued: '2017-08-01', issuer: IIB_CHILONZOR } },
  { key: 'lola', surname: 'HASANOVA', name: 'LOLA', patronym: 'RAVSHAN QIZI', gender: 2, birth: '1973-03-08', birthPlace: 'BUXORO', nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, 19-mavze, 12-uy, 7-xonadon",
    phone: '903334456', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA7723092', issued: '2017-08-01', issuer: IIB_CHILONZOR } },
  { key: 'doniyor', surname: 'HASANOV', name: 'DONIYOR', patronym: "SANJAR O'G'LI", gender: 1, birth: '1998-05-21', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, 19-mavze, 12-uy, 7-xonadon",
    phone: '887770011', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AC5061287', issued: '2021-05-30', issuer: IIB_CHILONZOR } },
  { key: 'kamola', surname: 'HASANOVA', name: 'KAMOLA', patronym: 'SANJAR QIZI', gender: 2, birth: '2001-12-14', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, 19-mavze, 12-uy, 7-xonadon",
    phone: '887770012', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD9014476', issued: '2023-06-06', issuer: IIB_CHILONZOR } },

  // --- Umarovs, Tashkent (Yakkasaroy): a recent death, heirs --------------------------
  { key: 'akmal', surname: 'UMAROV', name: 'AKMAL', patronym: "JAMSHID O'G'LI", gender: 1, birth: '1965-07-04', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YAKKASAROY, address: "Toshkent shahri, Yakkasaroy tumani, Bobur ko'chasi, 60-uy",
    phone: '901239988', isPhoneActive: false, isPersonalDataVerified: true, deathDate: '2024-11-03',
    passport: { id: 'AA4410987', issued: '2015-10-12', issuer: IIB_YAKKASAROY } },
  { key: 'zulfiya', surname: 'UMAROVA', name: 'ZULFIYA', patronym: 'KARIM QIZI', gender: 2, birth: '1968-01-19', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YAKKASAROY, address: "Toshkent shahri, Yakkasaroy tumani, Bobur ko'chasi, 60-uy",
    phone: '901239989', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA4410988', issued: '2015-10-12', issuer: IIB_YAKKASAROY } },
  { key: 'javohir', surname: 'UMAROV', name: 'JAVOHIR', patronym: "AKMAL O'G'LI", gender: 1, birth: '1991-09-28', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, 4-mavze, 17-uy, 32-xonadon",
    phone: '935001234', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB9932016', issued: '2019-03-03', issuer: IIB_YUNUSOBOD } },
  { key: 'nigora', surname: 'UMAROVA', name: 'NIGORA', patronym: 'AKMAL QIZI', gender: 2, birth: '1994-02-11', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: YAKKASAROY, address: "Toshkent shahri, Yakkasaroy tumani, Bobur ko'chasi, 60-uy",
    phone: '935001235', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AD4478102', issued: '2022-12-21', issuer: IIB_YAKKASAROY } },

  // --- Saidovs, Tashkent (Chilonzor): a 15-year-old and a 9-year-old; a grandfather ---
  { key: 'farhod', surname: 'SAIDOV', name: 'FARHOD', patronym: "NURALI O'G'LI", gender: 1, birth: '1980-05-05', birthPlace: 'JIZZAX', nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, Qatortol ko'chasi, 28-uy",
    phone: '974445566', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB3318840', issued: '2018-11-13', issuer: IIB_CHILONZOR } },
  { key: 'gulchehra', surname: 'SAIDOVA', name: 'GULCHEHRA', patronym: 'ANVAR QIZI', gender: 2, birth: '1983-08-25', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, Qatortol ko'chasi, 28-uy",
    phone: '974445567', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB3318841', issued: '2018-11-13', issuer: IIB_CHILONZOR } },
  { key: 'munisa', surname: 'SAIDOVA', name: 'MUNISA', patronym: 'FARHOD QIZI', gender: 2, birth: { yearsAgo: 15, month: 1, day: 30 }, birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, Qatortol ko'chasi, 28-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-TN', number: '0355107', issued: 'birth', issuer: FHDYO_CHILONZOR } },
  { key: 'ibrohim', surname: 'SAIDOV', name: 'IBROHIM', patronym: "FARHOD O'G'LI", gender: 1, birth: { yearsAgo: 9, month: 6, day: 12 }, birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, Qatortol ko'chasi, 28-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    birthCertificate: { series: 'I-TN', number: '0571296', issued: 'birth', issuer: FHDYO_CHILONZOR } },
  { key: 'anvar', surname: "JO'RAYEV", name: 'ANVAR', patronym: "TOSHPO'LAT O'G'LI", gender: 1, birth: '1958-12-09', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: MIROBOD, address: "Toshkent shahri, Mirobod tumani, Nukus ko'chasi, 77-uy",
    phone: '712223344', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA2290475', issued: '2021-01-22', issuer: IIB_MIROBOD } },
  { key: 'hilola', surname: 'ISMOILOVA', name: 'HILOLA', patronym: 'QAHRAMON QIZI', gender: 2, birth: '1962-03-27', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: MIROBOD, address: "Toshkent shahri, Mirobod tumani, Nukus ko'chasi, 77-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true, deathDate: '2021-06-14',
    passport: { id: 'AA2290476', issued: '2016-01-22', issuer: IIB_MIROBOD } },

  // --- Single people with the edge cases of acts-domain 5 and sign-in ----------------
  { key: 'otabek', surname: 'MIRZAYEV', name: 'OTABEK', patronym: "SOBIR O'G'LI", gender: 1, birth: '1992-07-07', birthPlace: 'NAMANGAN', nationality: UZBEK,
    regionId: T, districtId: MIRZO_ULUGBEK, address: "Toshkent shahri, Mirzo Ulug'bek tumani, Qorasuv-3, 11-uy",
    phone: '990001122', isPhoneActive: false, isPersonalDataVerified: true,
    passport: { id: 'AC2781934', issued: '2020-08-19', issuer: IIB_MU }, account: ['citizen'] },
  { key: 'sevara', surname: 'QODIROVA', name: 'SEVARA', patronym: 'BAHODIR QIZI', gender: 2, birth: '1995-11-15', birthPlace: 'ANDIJON', nationality: UZBEK,
    regionId: T, districtId: YUNUSOBOD, address: "Toshkent shahri, Yunusobod tumani, 11-mavze, 3-uy, 15-xonadon",
    phone: '931110099', isPhoneActive: true, isPersonalDataVerified: false,
    idCard: { id: 'AD6129057', issued: '2023-09-01', issuer: IIB_YUNUSOBOD }, account: ['citizen'] },
  { key: 'islom', surname: 'SOBIROV', name: 'ISLOM', patronym: "RAHIM O'G'LI", gender: 1, birth: '1988-09-09', birthPlace: 'QARSHI', nationality: UZBEK,
    regionId: T, districtId: YAKKASAROY, address: "Toshkent shahri, Yakkasaroy tumani, Kichik halqa yo'li, 41-uy",
    phone: null, isPhoneActive: false, isPersonalDataVerified: true,
    passport: { id: 'AB1450396', issued: '2018-04-27', issuer: IIB_YAKKASAROY } },
  { key: 'barno', surname: 'TOJIBOYEVA', name: 'BARNO', patronym: 'ILYOS QIZI', gender: 2, birth: '1978-02-02', birthPlace: "QO'QON", nationality: UZBEK,
    regionId: FAR, districtId: FARGONA_SH, address: "Farg'ona shahri, Marg'ilon ko'chasi, 88-uy",
    phone: '911237654', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AB7004512', issued: '2019-07-07', issuer: IIB_FARGONA } },
  { key: 'behruz', surname: 'NURMATOV', name: 'BEHRUZ', patronym: "ALISHER O'G'LI", gender: 1, birth: '2000-10-10', birthPlace: 'SAMARQAND', nationality: UZBEK,
    regionId: SAM, districtId: SAMARQAND_SH, address: "Samarqand shahri, Universitet xiyoboni, 15-uy",
    phone: '886543210', isPhoneActive: true, isPersonalDataVerified: true,
    idCard: { id: 'AE2265890', issued: '2024-02-14', issuer: IIB_SAMARQAND } },
  // Passport issued in 2012 and never replaced: expired (sign-in refuses with document_expired).
  { key: 'shohruh', surname: 'ALIYEV', name: 'SHOHRUH', patronym: "BAHROM O'G'LI", gender: 1, birth: '1997-01-31', birthPlace: TASHKENT, nationality: UZBEK,
    regionId: T, districtId: CHILONZOR, address: "Toshkent shahri, Chilonzor tumani, 7-mavze, 40-uy, 2-xonadon",
    phone: '977778899', isPhoneActive: true, isPersonalDataVerified: true,
    passport: { id: 'AA9120034', issued: '2012-05-02', issuer: IIB_CHILONZOR }, isExpiredOnPurpose: true },
];

/** Stored kinship links: spouses, and parent → child. */
export const DEMO_KINSHIP: readonly [string, string, 'spouse' | 'parent'][] = [
  ['aziz', 'nilufar', 'spouse'],
  ['aziz', 'sardor', 'parent'], ['nilufar', 'sardor', 'parent'],
  ['aziz', 'madina', 'parent'], ['nilufar', 'madina', 'parent'],
  ['baxtiyor', 'saodat', 'spouse'],
  ['baxtiyor', 'aziz', 'parent'], ['saodat', 'aziz', 'parent'],
  ['jasur', 'gulnora', 'spouse'],
  ['jasur', 'bekzod', 'parent'], ['gulnora', 'bekzod', 'parent'],
  ['jasur', 'timur', 'parent'], ['gulnora', 'timur', 'parent'],
  ['jasur', 'zarina', 'parent'], ['gulnora', 'zarina', 'parent'],
  ['olim', 'jasur', 'parent'],
  ['farrux', 'dilnoza', 'spouse'],
  ['farrux', 'amir', 'parent'], ['dilnoza', 'amir', 'parent'],
  ['farrux', 'shahzoda', 'parent'], ['dilnoza', 'shahzoda', 'parent'],
  ['shavkat', 'malika', 'spouse'],
  ['shavkat', 'dilnoza', 'parent'], ['malika', 'dilnoza', 'parent'],
  ['shavkat', 'mohira', 'parent'], ['malika', 'mohira', 'parent'],
  ['sanjar', 'lola', 'spouse'],
  ['sanjar', 'doniyor', 'parent'], ['lola', 'doniyor', 'parent'],
  ['sanjar', 'kamola', 'parent'], ['lola', 'kamola', 'parent'],
  ['akmal', 'zulfiya', 'spouse'],
  ['akmal', 'javohir', 'parent'], ['zulfiya', 'javohir', 'parent'],
  ['akmal', 'nigora', 'parent'], ['zulfiya', 'nigora', 'parent'],
  ['farhod', 'gulchehra', 'spouse'],
  ['farhod', 'munisa', 'parent'], ['gulchehra', 'munisa', 'parent'],
  ['farhod', 'ibrohim', 'parent'], ['gulchehra', 'ibrohim', 'parent'],
  ['anvar', 'hilola', 'spouse'],
  ['anvar', 'gulchehra', 'parent'], ['hilola', 'gulchehra', 'parent'],
];

/** ISO birth date of a demo person, minors relative to `today`. */
export function demoBirthDate(person: DemoPerson, today: Date = new Date()): string {
  if (typeof person.birth === 'string') return person.birth;
  const { yearsAgo, month, day } = person.birth;
  let year = today.getUTCFullYear() - yearsAgo;
  // Not yet had this year's birthday → already `yearsAgo` old only if the date has passed.
  const passed = month < today.getUTCMonth() + 1 || (month === today.getUTCMonth() + 1 && day <= today.getUTCDate());
  if (!passed) year -= 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The pin of a demo person (district code and serial fixed per person, so adults' pins never change). */
export function demoPin(person: DemoPerson, today: Date = new Date()): string {
  const index = DEMO_PERSONS.indexOf(person);
  return makePin({
    gender: person.gender,
    birthdate: demoBirthDate(person, today),
    districtCode: person.districtId % 1000,
    serial: 101 + index * 7,
  });
}

function byKey(key: string): DemoPerson {
  const person = DEMO_PERSONS.find((p) => p.key === key);
  if (!person) throw new Error(`no demo person ${key}`);
  return person;
}

/**
 * The pins of the three demo notary accounts (role notary), in this order:
 * Abdullayev Rustam, Nazarova Feruza, Tursunov Sherzod. The notaries module
 * links its first active notaries to them (notary.person_pin), and the
 * identity seeder sets users.notary_id from that link.
 */
export const DEMO_NOTARY_PINS: readonly string[] = ['rustam', 'feruza', 'sherzod'].map((key) => demoPin(byKey(key)));

/** The pin of the demo administrator. */
export const DEMO_ADMIN_PIN: string = demoPin(byKey('ulugbek'));
