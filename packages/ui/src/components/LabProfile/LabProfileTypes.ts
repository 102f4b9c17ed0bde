// The lab page's data, in the contract's field names (`GET /api/medical-test-labs/…`), so the site passes the
// API's answers straight through; the library itself knows no API.

/** A lab's details (`getLabInfo`). */
export interface LabProfileLab {
  /** The lab's id, sent as `lab_id` with a booking. */
  id: number;
  /** The lab's name, the page's title. */
  lab_name: string;
  /** What the lab says about itself. */
  about: string;
  /** The head office's address. */
  address: string;
  /** The head office's phone, as printed for callers. */
  phone: string;
  /** The head office's city. */
  city: string;
  /** The head office's latitude, for the maps link. */
  lat: number;
  /** The head office's longitude, for the maps link. */
  lng: number;
}

/** One branch (collection point) of a lab (`listLabBranches`). */
export interface LabProfileBranch {
  /** The branch's id, sent as `lab_branch_id`. */
  id: number;
  /** The branch's name ("F-8 Markaz"). */
  branch_name: string;
  /** Its street address. */
  address: string;
  /** Its city. */
  city: string;
  /** Its phone, when it has its own. */
  phone?: string | undefined;
  /** Latitude, for the maps link. */
  lat: number;
  /** Longitude, for the maps link. */
  lng: number;
}

/** One test of a branch's catalogue. */
export interface LabProfileTest {
  /** The test's id, sent in `test_ids`. */
  id: number;
  /** The test's name ("Complete Blood Count (CBC)"). */
  name: string;
  /** Its price in whole rupees. */
  price: number;
}

/** A category of tests (`listLabCategories`). */
export interface LabProfileCategory {
  /** The category's id. */
  id: number;
  /** The category's name ("Haematology"). */
  name: string;
  /** Its tests. */
  tests: readonly LabProfileTest[];
}

/**
 * Where a branch's catalogue stands: being fetched, failed (with the message to show), or loaded. A branch
 * with no entry has not been asked for yet.
 */
export type LabProfileCategories =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; categories: readonly LabProfileCategory[] };

/** A booking in the body shape of `POST /api/medical-test-labs/citi/booking`. */
export interface LabProfileBookingRequest {
  /** The person's name, trimmed. */
  name: string;
  /** The mobile number in `03XXXXXXXXX` form. */
  phone_number: string;
  /** The lab. */
  lab_id: number;
  /** The branch the sample is given at. */
  lab_branch_id: number;
  /** The tests booked, at least one. */
  test_ids: number[];
  /** The preferred day, `YYYY-MM-DD` in Pakistan time, today or later. */
  preferred_date: string;
}

/** What the lab answered to a booking. */
export interface LabProfileBooking {
  /** The booking's number, also sent by SMS. */
  booking_id: number;
}
