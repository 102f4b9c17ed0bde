/**
 * @aafiyat/domain: every business rule, constant, validator, and time and money helper of Aafiyat,
 * shared by the browser and the server. Every export is named here, one per line, grouped by topic.
 */

// Constants and limits
export { HERO_AUTO_ADVANCE_MS } from './constants';
export { HERO_FADE_MS } from './constants';
export { HERO_SMALL_SCREEN_BREAKPOINT_PX } from './constants';
export { HERO_SLIDE_COUNT } from './constants';
export { INCOMING_CALL_TIMEOUT_MS } from './constants';
export { HEADER_STICKY_OFFSET_PX } from './constants';
export { DISPLAY_NAME_MAX_LENGTH } from './constants';
export { ATTACHMENT_MAX_BYTES } from './constants';
export { COPYRIGHT_YEAR } from './constants';
export { CLAIMED_CLINIC_DEPLOYMENTS } from './constants';
export { CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS } from './constants';
export { CLAIMED_PATIENTS_SERVED } from './constants';
export { OTP_RESEND_AFTER_MS } from './constants';
export { OTP_TTL_MS } from './constants';
export { OTP_MAX_ATTEMPTS } from './constants';

// Codes and roles
export { FacilityType } from './enums';
export { PackageTier } from './enums';
export { PaymentStatus } from './enums';
export { PaymentFilter } from './enums';
export { USER_ROLES } from './enums';
export type { UserRole } from './enums';
export { LOGGED_IN_ROLES } from './enums';
export type { LoggedInRole } from './enums';
export { isUserRole } from './enums';
export { isLoggedInRole } from './enums';

// Routes
export { SIGN_IN_ROUTES } from './routes';
export { SIGN_UP_ROUTES } from './routes';
export { AVATAR_DESTINATIONS } from './routes';
export { avatarDestination } from './routes';
export { HERO_SIGN_UP_ROUTES } from './routes';

// Messages
export { HELPLINE_INVALID_PHONE_MESSAGE } from './messages';
export { HELPLINE_SEND_FAILED_MESSAGE } from './messages';
export { HELPLINE_REQUEST_RECEIVED_MESSAGE } from './messages';
export { HELPLINE_ALREADY_RECEIVED_MESSAGE } from './messages';
export { DEMO_MISSING_FIELDS_MESSAGE } from './messages';
export { DEMO_INVALID_PHONE_MESSAGE } from './messages';
export { DEMO_INVALID_EMAIL_MESSAGE } from './messages';
export { DEMO_REQUEST_FAILED_MESSAGE } from './messages';
export { DEMO_REQUEST_RECEIVED_MESSAGE } from './messages';
export { INCOMING_CALL_TITLE } from './messages';
export { LAB_IN_PROGRESS_TITLE } from './messages';

// Cities
export { PAKISTAN_CITIES } from './cities';
export type { PakistanCity } from './cities';
export type { CityOption } from './cities';
export { ALL_CITIES_VALUE } from './cities';
export type { AllCitiesOption } from './cities';
export { CITY_OPTIONS } from './cities';
export { withAllOption } from './cities';
export { isKnownCity } from './cities';

// Chronic diseases
export { CHRONIC_DISEASES } from './chronicDiseases';
export type { ChronicDisease } from './chronicDiseases';
export { isChronicDisease } from './chronicDiseases';

// Weekdays
export { formatIsoDateInWords, formatWeekdayDayMonth, MONTH_NAMES, WEEKDAY_NAMES } from './dates';
export { WEEKDAY_ABBREVIATIONS } from './weekdays';
export type { WeekdayAbbreviation } from './weekdays';
export type { WeekdayNumber } from './weekdays';
export { isWeekdayNumber } from './weekdays';
export { weekdayAbbreviation } from './weekdays';

// Time
export { PAKISTAN_UTC_OFFSET_MS } from './time';
export { TIME_STRING_PATTERN } from './time';
export type { TimeOfDay } from './time';
export type { CalendarZone } from './time';
export type { CalendarOptions } from './time';
export { isValidTimeString } from './time';
export { parseTimeString } from './time';
export { to12HourTime } from './time';
export { pakistanWeekday, toPakistanWallClock } from './time';
export { millisecondsUntilTimeOfDay } from './time';
export { nextAvailableDate } from './time';
export { CALENDAR_DATE_PATTERN } from './time';
export { pakistanDate } from './time';
export { pakistanTimeOfDay } from './time';
export { pakistanInstant } from './time';
export { isCalendarDate } from './time';
export { addCalendarDays } from './time';

// Appointments
export { BOOKING_WINDOW_DAYS } from './appointments';
export type { BookableDateRange } from './appointments';
export { bookableDateRange } from './appointments';
export type { BookableDateCheck } from './appointments';
export { checkBookableDate } from './appointments';
export { isBookableDate } from './appointments';
export { DATE_OUT_OF_RANGE_MESSAGE } from './appointments';

// Calls
export { CALL_OPENS_BEFORE_MS } from './calls';
export { CALL_CLOSES_AFTER_MS } from './calls';
export { CALL_REFUSAL_REASONS } from './calls';
export type { CallRefusalReason } from './calls';
export { CALL_REFUSAL_MESSAGES } from './calls';
export type { CallableAppointment } from './calls';
export type { CallPermission } from './calls';
export { callPermission } from './calls';

// Mobile numbers
export { MOBILE_NUMBER_PATTERN } from './phone';
export { MOBILE_NUMBER_REGEX } from './phone';
export { normalizeMobileNumber } from './phone';
export { isValidMobileNumber } from './phone';
export { toE164MobileNumber } from './phone';

// Email addresses
export { EMAIL_MAX_LENGTH } from './email';
export { EMAIL_PATTERN } from './email';
export { EMAIL_REGEX } from './email';
export { isValidEmail } from './email';

// Demo products
export { DEMO_PRODUCTS } from './demoProducts';
export type { DemoProduct } from './demoProducts';
export { HERO_SLIDE_PRODUCTS } from './demoProducts';
export { isDemoProduct } from './demoProducts';
export { heroSlideProduct } from './demoProducts';

// Form validation
export type { ValidationResult } from './validation';
export { isUuid } from './validation';
export type { HelplineRequestInput } from './validation';
export type { HelplineRequest } from './validation';
export { validateHelplineRequest } from './validation';
export type { DemoFor } from './validation';
export type { DemoRequestInput } from './validation';
export type { DemoRequest } from './validation';
export { validateDemoRequest } from './validation';

// Field problems and text lengths
export { FIELD_PROBLEM_CODES } from './fields';
export type { FieldProblemCode } from './fields';
export { isFieldProblemCode } from './fields';
export type { FieldProblem } from './fields';
export { fieldProblemsOf } from './fields';
export { fieldNameOf } from './fields';
export { NAME_MAX_LENGTH } from './fields';
export { MOBILE_NUMBER_MAX_LENGTH } from './fields';
export { MOBILE_NUMBER_INPUT_MAX_LENGTH } from './fields';
export { CITY_MAX_LENGTH } from './fields';
export { ADDRESS_MAX_LENGTH } from './fields';
export { ADDRESS_MIN_LENGTH } from './fields';
export { PASSWORD_MAX_LENGTH } from './fields';
export { PASSWORD_MIN_LENGTH } from './fields';
export { CONTACT_SUBJECT_MAX_LENGTH } from './fields';
export { CONTACT_MESSAGE_MAX_LENGTH } from './fields';
export { PMDC_MAX_LENGTH } from './fields';
export { PMDC_PATTERN } from './fields';
export { isValidPmdcNumber } from './fields';

// Attachments
export { ATTACHMENT_FILE_TYPES } from './attachments';
export type { AttachmentMimeType } from './attachments';
export type { AttachmentExtension } from './attachments';
export { ATTACHMENT_MIME_TYPES } from './attachments';
export { ATTACHMENT_EXTENSIONS } from './attachments';
export { ATTACHMENT_ACCEPT } from './attachments';
export type { AttachmentRejectionReason } from './attachments';
export { ATTACHMENT_MESSAGES } from './attachments';
export type { AttachmentCandidate } from './attachments';
export type { AttachmentCheck } from './attachments';
export { checkAttachment } from './attachments';
export { extensionOf } from './attachments';
export { TEXT_SNIFF_BYTES } from './attachments';
export { sniffAttachmentType } from './attachments';

// Storage
export type { KeyValueStorage } from './storage';
export { readStorageItem } from './storage';
export { writeStorageItem } from './storage';
export { removeStorageItem } from './storage';

// Session
export { SESSION_STORAGE_KEY } from './session';
export { DISPLAY_NAME_ELLIPSIS } from './session';
export { AVATAR_FALLBACK_INITIAL } from './session';
export type { PatientSession } from './session';
export type { ClinicOwnerSession } from './session';
export type { DoctorSession } from './session';
export type { BusinessSession } from './session';
export type { SessionRecord } from './session';
export { parseSessionRecord } from './session';
export { readSession } from './session';
export { writeSession } from './session';
export { clearSession } from './session';
export { displayName } from './session';
export { avatarInitial } from './session';

// Path memory
export { PATH_MEMORY_KEYS } from './pathMemory';
export type { PathMemory } from './pathMemory';
export { isSameSitePath } from './pathMemory';
export { safeReturnPath } from './pathMemory';
export { readPathMemory } from './pathMemory';
export { recordNavigation } from './pathMemory';

// Errors
export { FALLBACK_ERROR_MESSAGE } from './errors';
export { extractErrorMessage } from './errors';

// Payments
export type { JazzCashResponseCode } from './payments';
export { JAZZCASH_RESPONSE_CODES } from './payments';
export type { KnownJazzCashCode } from './payments';
export type { JazzCashOutcome } from './payments';
export { paymentStatusFromJazzCashCode } from './payments';
export { PAYMENT_FILTER_STATUSES } from './payments';
export { paymentMatchesFilter } from './payments';
export { PAYABLE_STATUSES } from './payments';
export { isPayable } from './payments';

// Money
export { PKR_PREFIX } from './money';
export { UNKNOWN_AMOUNT } from './money';
export { formatPKR } from './money';
export { formatWholeNumber } from './money';
export { netPrice } from './money';

// Plans and pricing
export type { FeatureLine } from './pricing';
export { BILLING_PERIODS } from './pricing';
export type { BillingPeriod } from './pricing';
export type { PricingCard } from './pricing';
export type { SubscriptionPlan } from './pricing';
export { CLINIC_BASIC_PLAN } from './pricing';
export { CLINIC_STANDARD_PLAN } from './pricing';
export { CLINIC_PREMIUM_PLAN } from './pricing';
export { CLINIC_CUSTOM_PLAN } from './pricing';
export { HOSPITAL_BASIC_PLAN } from './pricing';
export { PHARMACY_BASIC_PLAN } from './pricing';
export { SUBSCRIPTION_PLANS } from './pricing';
export { findSubscriptionPlan } from './pricing';
export { PRICING_TEASER_CARDS } from './pricing';
export type { PlanPrice } from './pricing';
export { PLAN_PRICES } from './pricing';
export { planPricesFor } from './pricing';
export { planPriceCard } from './pricing';
export type { PlanTier } from './planTiers';
export type { CountedFeature } from './planTiers';
export type { TierFeatureSummary } from './planTiers';
export { countedFeature } from './planTiers';
export { tierFeatureLists } from './planTiers';
export { tierFeatureSummaries } from './planTiers';

// Partner labs
export type { PartnerLab } from './labs';
export { PARTNER_LABS } from './labs';

// Medical specialties in structured data
export { SCHEMA_ORG_MEDICAL_SPECIALTIES } from './specialties';
export type { SchemaOrgMedicalSpecialty } from './specialties';
export { SCHEMA_ORG_SPECIALTY_OF } from './specialties';
export type { KnownSpecialty } from './specialties';
export { schemaOrgMedicalSpecialty } from './specialties';

// A doctor's profile: gender, languages, qualifications, biography, rating
export type {
  ConsultationLanguage,
  DoctorFeeLimit,
  DoctorGender,
  DoctorSearchSort,
  Qualification,
} from './doctorProfile';
export {
  CONSULTATION_LANGUAGE_CODES,
  CONSULTATION_LANGUAGES,
  consultationLanguages,
  DOCTOR_BIO_MAX_LENGTH,
  DOCTOR_FEE_LIMITS,
  DOCTOR_GENDERS,
  DOCTOR_SEARCH_SORTS,
  isConsultationLanguage,
  isDoctorFeeLimit,
  isDoctorGender,
  isDoctorSearchSort,
  isQualification,
  QUALIFICATIONS,
  RATING_MAX,
  RATING_MIN,
  ratingAverage,
} from './doctorProfile';

// Maps
export { MAPS_SEARCH_URL } from './maps';
export { mapsLink } from './maps';

// Site host
export { BLOGS_PATH, shouldShowBlogsLink } from './siteHost';

// Languages and addresses
export type { CountForm, Locale } from './language';
export {
  countForm,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  localeBasename,
  localeFromAcceptLanguage,
  localeOfPath,
  LOCALES,
  pathInLocale,
  pathWithoutLocale,
  rememberedLocale,
  URDU_PATH_PREFIX,
} from './language';

// What the doctor search's free text means, in English, Urdu script and Roman Urdu
export type { SearchTextMeaning } from './searchText';
export { normalizeSearchText, readSearchText } from './searchText';
export type { SpecialtyWords } from './searchVocabulary';
export { CITY_OTHER_SPELLINGS, SPECIALTY_WORDS } from './searchVocabulary';
export {
  APPOINTMENT_SLOT_MINUTES,
  CARD_SLOT_COUNT,
  CARD_SLOT_DAYS,
  firstOpenSlots,
  OPEN_SLOT_DAYS,
  openSlots,
  slotBookingType,
  slotTimes,
} from './slots';
export type { OpenSlot, OpenSlotDay } from './slots';
export {
  APPOINTMENT_TYPES,
  BOOKING_INTENT_QUERY,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from './bookingIntent';
export type { AppointmentType, BookingIntent } from './bookingIntent';
export { CITY_NAMES_UR, cityName, SPECIALTY_NAMES_UR, specialtyName } from './urduNames';
export type { DoctorListing } from './doctorListings';
export {
  doctorListingOf,
  doctorListingPath,
  doctorProfilePath,
  doctorProfilePmdc,
  doctorSlug,
  LISTED_SPECIALTIES,
  placeSlug,
} from './doctorListings';
export type { ProfiledDoctor } from './doctorListings';
export {
  isReviewRating,
  normalizeReviewText,
  REVIEW_RATINGS,
  REVIEW_TEXT_MAX_LENGTH,
  reviewEligibility,
  reviewerName,
  reviewProblems,
  REVIEWS_PAGE_QUERY,
  REVIEWS_PAGE_SIZE,
  reviewsPageOf,
} from './reviews';
export type { ReviewEligibility, ReviewProblems, ReviewRating } from './reviews';
export {
  BOOKING_STATES,
  bookingState,
  holdsItsTime,
  mayPayAtClinic,
  SLOT_HOLD_MINUTES,
  slotHoldUntil,
} from './bookingHold';
export type { BookingState, HeldBooking } from './bookingHold';
