// @aafiyat/api/mocks: MSW 2 handlers for every operation of the contract, their scenarios and fixtures.

// Handlers
export { createHandlers } from './handlers';
export { handlerFor } from './handlers';
export { operationIds } from './handlers';
export { DEFAULT_SLOW_DELAY_MS } from './handlers';
export type { HandlerOptions } from './handlers';
export type { CreateHandlersOptions } from './handlers';
export type { ScenarioSelection } from './handlers';
export type { OperationId } from './types';

// Scenarios
export { scenarioNames } from './scenarios';
export { scenarioStatuses } from './scenarios';
export { scenarioTable } from './scenarios';
export { scenariosFor } from './scenarios';
export type { ScenarioName } from './scenarios';
export type { ScenarioFor } from './scenarios';
export { errorBodies } from './errors';
export { validationBody } from './errors';

// Shared state
export { createMockStore } from './store';
export { resetMockStore } from './store';
export type { MockStore } from './store';

// Fixtures
export { MOCK_TODAY } from './fixtures/index';
export { FIXTURE_OTP_CODE } from './fixtures/index';
export { FIXTURE_CALL_ID } from './fixtures/index';
export { JAZZCASH_SANDBOX_URL } from './fixtures/index';
export { appointmentCheckout } from './fixtures/index';
export { branchCodes } from './fixtures/index';
export { clinicDashboard } from './fixtures/index';
export { clinicPackages } from './fixtures/index';
export { clinics } from './fixtures/index';
export { doctorDashboard } from './fixtures/index';
export { doctors } from './fixtures/index';
export { iceServers } from './fixtures/index';
export { jazzcashForm } from './fixtures/index';
export { labBranches } from './fixtures/index';
export { labCatalogues } from './fixtures/index';
export { labs } from './fixtures/index';
export { outboxFor } from './fixtures/index';
export { ownerBranches } from './fixtures/index';
export { patientAppointments } from './fixtures/index';
export { patientAttachments } from './fixtures/index';
export { patientProfile } from './fixtures/index';
export { patients } from './fixtures/index';
export { pharmacyPackages } from './fixtures/index';
export { sessions } from './fixtures/index';
export { specialities } from './fixtures/index';
export { specialtyNames } from './fixtures/index';
export type { SpecialtyName } from './fixtures/index';
export type { StoredAttachment } from './fixtures/index';
