import type { AiPersonality } from '@leadnest/contracts';

import { DEFAULT_TIME_ZONE, formatDay, formatHour, formatSlot } from './time-zone';
import type { Action, AskField, Channel, SpeakOptions } from './types';

/** Carrier segment budget: two SMS segments. */
export const SMS_MAX = 320;

/** The most one message may hold on a channel: SMS its two segments, Instagram's direct messages 1000 characters (Messenger's 2000 is the agent's own ceiling). */
export function channelMax(channel: Channel): number {
  return channel === 'sms' ? SMS_MAX : channel === 'instagram' ? 1000 : Infinity;
}

interface Voice {
  hello: string;
  ack: string;
  offer: string;
  booked: string;
}

/** Each personality's own words; the questions below are shared so facts stay identical. */
const VOICES: Record<AiPersonality, Voice> = {
  friendly: { hello: 'Hi there!', ack: 'Thanks!', offer: 'Here are a few times that work:', booked: 'You’re all set!' },
  professional: { hello: 'Hello.', ack: 'Thank you.', offer: 'The following times are available:', booked: 'Your appointment is confirmed.' },
  enthusiastic: { hello: 'Hi! So glad you reached out!', ack: 'Love it!', offer: 'Great news, these times are open:', booked: 'Woohoo, you’re booked!' },
  energetic: { hello: 'Hey there!', ack: 'Awesome!', offer: 'Let’s get you in! Open times:', booked: 'Done, you’re booked!' },
  consultative: {
    hello: 'Hello, and welcome.',
    ack: 'That’s helpful.',
    offer: 'To see homes in person, these times are available:',
    booked: 'Your showing is confirmed.',
  },
};

const QUESTIONS: Record<AskField, string> = {
  intent: 'Are you looking to buy, sell, rent or invest, or would you like a home valuation?',
  budget: 'What price range are you considering?',
  timeline: 'When are you hoping to move?',
  financing: 'Are you pre-approved for a mortgage, paying cash, or would a lender recommendation help?',
  areas: 'Which areas or neighborhoods are you interested in?',
  bedrooms: 'How many bedrooms do you need?',
  propertyType: 'What type of property is it: a house, condo, townhouse, land or multi-family?',
  contact: 'What’s your name and the best phone number or email to reach you?',
};

/**
 * The contact question asks only for what is missing: a caller or texter
 * is never asked for the number they are calling or texting from (caller
 * ID gave it), only for their name.
 */
function contactQuestion(o: SpeakOptions): string {
  const known = o.known ?? {};
  if (known.phone && !known.name) {
    if (o.channel === 'voice') return 'What name should I put this under? I’ll reach you at the number you’re calling from.';
    if (o.channel === 'sms') return 'What name should I put this under? I’ll reach you at this number.';
    return 'What’s your name?';
  }
  if (known.email && !known.name) return 'What’s your name?';
  if (known.name && !known.phone && !known.email) return 'What’s the best phone number or email to reach you?';
  return QUESTIONS.contact;
}

/** The contact asked for a second time, saying why: the time they asked for is held for them. */
function holdQuestion(slot: string, o: SpeakOptions): string {
  const known = o.known ?? {};
  const at = formatSlot(slot, o.timeZone ?? DEFAULT_TIME_ZONE);
  if (known.name) return `I can hold ${at} for you. What’s a phone number or email where ${o.agentName} can reach you?`;
  if (known.phone || known.email) return `I can hold ${at} for you. What name should I put it under?`;
  return `I can hold ${at} for you. What name and phone number or email should I put it under?`;
}

/** Consultative explains why it asks. */
const WHY: Partial<Record<AskField, string>> = {
  budget: ' That way I only show you homes that fit.',
  financing: ' Sellers often ask, and it helps your offer stand out.',
  contact: ' So we can confirm details with you.',
};

export const STEERING_REPLY =
  'I can’t describe neighborhoods by who lives there or steer anyone toward or away from an area; fair housing laws protect everyone. For objective information, see public school ratings sites and the local police department’s crime maps. I’m happy to help with homes that fit your budget, size and location.';

/** "Maya doesn’t show homes on Saturdays": the day asked for (YYYY-MM-DD) is one the agent takes off. */
const noShowingsOn = (who: string, day: string) => `${who} doesn’t show homes on ${formatDay(day).split(',')[0]}s`;

function sentence(action: Action, o: SpeakOptions, v: Voice, first: boolean): string {
  const tz = o.timeZone ?? DEFAULT_TIME_ZONE;
  const who = o.agentName;
  switch (action.kind) {
    case 'greet': {
      const brand = o.brandName ? ` at ${o.brandName}` : '';
      const intro = `${v.hello} I’m ${who}’s AI assistant${brand}.`;
      return action.next ? `${intro} ${sentence(action.next, o, v, true)}` : `${intro} How can I help you today?`;
    }
    case 'ask': {
      if (action.hold) return holdQuestion(action.hold, o);
      const why = o.personality === 'consultative' ? (WHY[action.field] ?? '') : '';
      const question = action.field === 'contact' ? contactQuestion(o) : QUESTIONS[action.field];
      return `${first ? '' : `${v.ack} `}${question}${why}`;
    }
    case 'offer-slots': {
      const list = action.slots.map((s, i) => `${i + 1}) ${formatSlot(s, tz)}`).join(o.channel === 'voice' ? ', or ' : '; ');
      if (action.again) return `${first ? '' : `${v.ack} `}Would one of these times work for you: ${list}?`;
      const why = action.dayOff ? `${noShowingsOn(who, action.dayOff)}. ` : '';
      return `${why}${v.offer} ${list}. Which one works for you?`;
    }
    case 'ask-time': {
      const ack = first ? '' : `${v.ack} `;
      if (action.declined) return `No problem. What day and time would suit you better?`;
      if (!action.day) return `${ack}What day and time would suit you for a showing? ${who} will confirm it with you.`;
      const day = formatDay(action.day);
      if (!action.hours) return `${ack}${noShowingsOn(who, action.day)}. What other day and time would suit you?`;
      return `${ack}What time on ${day} would suit you? ${who} shows homes from ${formatHour(action.hours.start)} to ${formatHour(action.hours.end)} that day and will confirm the time with you.`;
    }
    case 'note-time':
      if (action.dayOff)
        return `${noShowingsOn(who, action.dayOff)}, so I’ve noted ${formatSlot(action.time, tz)} as your preferred time instead, and ${who} will confirm it with you shortly.`;
      return `${v.ack} I’ve noted ${formatSlot(action.time, tz)} as your preferred time, and ${who} will confirm it with you shortly.`;
    case 'book':
      return `${v.booked} ${formatSlot(action.slot, tz)} with ${who}. You’ll get a confirmation shortly.`;
    case 'handoff':
      if (action.reason === 'ai-paused') return '';
      if (action.again) return `${who} has your message and will be in touch soon.`;
      if (action.reason === 'booked') return `${v.ack} ${who} will follow up with anything else you need before your showing.`;
      if (action.reason === 'time-noted') return `${v.ack} ${who} will confirm your preferred time with you shortly.`;
      if (action.reason === 'no-slots') return `${who} will reach out personally to find a time that works for you.`;
      if (action.reason === 'unsure') return `I want to be sure you get the right answer, so I’ve asked ${who} to follow up with you personally.`;
      return `Of course. I’ve let ${who} know, and they’ll get back to you shortly.`;
    case 'opt-out':
      return o.channel === 'sms'
        ? `You’re unsubscribed from ${who}’s messages and won’t hear from us again. Reply START to opt back in.`
        : `Understood. ${who}’s assistant won’t contact you again.`;
    case 'refuse-steering':
      return STEERING_REPLY;
  }
}

/** Cut at the last sentence that fits, or else at a word, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '), head.lastIndexOf('.'));
  if (end >= max * 0.6) return head.slice(0, end + 1);
  const space = text.slice(0, max - 1).lastIndexOf(' ');
  return `${text.slice(0, space > 0 ? space : max - 1).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * The reply text for an action, in the agent's personality (friendly by
 * default), within the channel's length: SMS at most 320 characters, others
 * at most the agent's maxResponseLength when set.
 */
export function speak(action: Action, options: SpeakOptions): string {
  const voice = VOICES[options.personality ?? 'friendly'] ?? VOICES.friendly;
  // Asked who answers, the assistant says what it is before it goes on (the greeting already says it; a hand-off,
  // an opt-out and the fair-housing answer say what happens instead).
  const answersWho = options.whoAsked && ['ask', 'offer-slots', 'ask-time', 'note-time', 'book'].includes(action.kind);
  const text = answersWho
    ? `I’m ${options.agentName}’s AI assistant, and ${options.agentName} can step in whenever you like. ${sentence(action, options, voice, true)}`
    : sentence(action, options, voice, false);
  const limit = Math.min(channelMax(options.channel), options.maxLength ?? Infinity);
  return truncate(text, limit);
}
