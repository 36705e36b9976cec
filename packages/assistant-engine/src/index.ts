/**
 * The assistant's conversation engine: pure, deterministic and channel
 * agnostic. Channels (website chat, SMS, voice) call respond() once per
 * inbound message and store what it returns; nothing here touches a
 * database, the network or the clock (`now` is always passed in).
 */
export { respond, type RespondInput, type RespondOutput } from './respond';
export { understand, learnedSomething, type UnderstandContext } from './understand';
export { decide, questionOrder, isKnown, MIN_NOTICE_MINUTES, type DecideState } from './decide';
export { speak, truncate, channelMax, SMS_MAX, STEERING_REPLY } from './speak';
export { nextStage, isQualified } from './stage';
export { scoreLead, labelFor, LEAD_SCORING_THRESHOLDS, type Engagement, type ScoreLabel, type LeadScoringStrictness } from './score';
export { matchScript, type ScriptCandidate } from './scripts';
export { freeSlots, isFreeSlot, pickOffer, DEFAULT_AVAILABILITY, SLOT_MINUTES } from './slots';
export { isSteeringQuestion, optOutSignal, wantsHuman } from './compliance';
export { extractShowingTime, pickOffered } from './showing-time';
export { formatSlot, fromWallTime, toWallTime, DEFAULT_TIME_ZONE } from './time-zone';
export { handUnanswerable, unanswerableTopic } from './unanswerable';
export * from './types';
