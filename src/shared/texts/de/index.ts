import { frameTexts } from './frame';
import { homeTexts } from './home';
import { fleetTexts } from './fleet';
import { cashpointTexts } from './cashpoints';
import { updateTexts } from './updates';
import { storeAgentTexts } from './storeAgents';
import { statisticsTexts } from './statistics';
import { contextAdminTexts } from './contextAdmin';
import { userAdminTexts } from './userAdmin';
import { profileTexts } from './profile';
import { reportTexts } from './reports';
import { auditTexts } from './audit';
import { alertTexts } from './alerts';
import { messageTexts } from './messages';
import { calendarTexts } from './calendar';
import { storeCalendarTexts } from './storeCalendar';
import { importTexts } from './imports';
import { rolloutTexts } from './rollouts';
import { rolloutStartTexts } from './rolloutStart';
import { apiAccessTexts } from './apiAccess';
import { ssoTexts } from './sso';
import { roleTexts } from './roles';
import { alertNotifyTexts } from './alertNotify';
import { alertOwnershipTexts } from './alertOwnership';
import { alertIntegrationTexts } from './alertIntegrations';
import { alertTriageTexts } from './alertsTriage';
import { alertSnoozeTexts } from './alertSnooze';
import { actionTexts } from './actions';
import { fiscalTexts } from './fiscal';
import { fiscalPageTexts } from './fiscalPage';
import { storeHealthTexts } from './storeHealth';
import { storeHealthScreenTexts } from './storeHealthScreens';
import { taxNoticeTexts } from './taxNotice';
import { historyCompareTexts } from './historyCompare';
import { timelineTexts } from './timeline';
import { searchTexts } from './search';
import { liveTexts } from './live';

// Every user-visible German text of the SPA, one file per area of the app (texts/de/<area>.ts),
// assembled here into one object for the few places that read the whole catalogue (the glossary's
// check, the e2e specs, the bench). Code imports the area it shows (issue 47; ESLint enforces it).

/** Every user-visible German text of the SPA, all areas in one object: for checks of the whole catalogue. */
export const texts = {
  ...frameTexts,
  ...homeTexts,
  ...fleetTexts,
  ...cashpointTexts,
  ...updateTexts,
  ...storeAgentTexts,
  ...statisticsTexts,
  ...contextAdminTexts,
  ...userAdminTexts,
  ...profileTexts,
  ...reportTexts,
  ...auditTexts,
  ...alertTexts,
  ...messageTexts,
  ...calendarTexts,
  ...storeCalendarTexts,
  ...importTexts,
  ...rolloutTexts,
  ...rolloutStartTexts,
  ...apiAccessTexts,
  ...ssoTexts,
  ...roleTexts,
  ...alertNotifyTexts,
  ...alertOwnershipTexts,
  ...alertIntegrationTexts,
  ...alertTriageTexts,
  ...alertSnoozeTexts,
  ...actionTexts,
  ...fiscalTexts,
  ...fiscalPageTexts,
  ...storeHealthTexts,
  ...storeHealthScreenTexts,
  ...taxNoticeTexts,
  ...historyCompareTexts,
  ...timelineTexts,
  ...searchTexts,
  ...liveTexts,
} as const;
