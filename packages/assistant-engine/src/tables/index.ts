/**
 * The assistant's message tables and how a row is graded: read by the
 * engine's own test (message-table.test.ts) and by scripts/bench-assistant.ts,
 * so both grade alike. They live here, not in a __tests__ folder, because a
 * script may import a package's export but never another workspace's tests.
 */
export { MESSAGE_TABLE } from './message-table';
export { HELD_OUT_TABLE } from './held-out-table';
export { HELD_OUT_TABLE_2 } from './held-out-2';
export { HELD_OUT_TABLE_3 } from './held-out-3';
export { HELD_OUT_TABLE_4 } from './held-out-4';
export { HELD_OUT_TABLE_5 } from './held-out-5';
export { HELD_OUT_TABLE_6 } from './held-out-6';
export { HELD_OUT_TABLE_7 } from './held-out-7';
export { HELD_OUT_TABLE_8 } from './held-out-8';
export { HELD_OUT_TABLE_9 } from './held-out-9';
export { HELD_OUT_TABLE_10 } from './held-out-10';
export { HELD_OUT_TABLE_11 } from './held-out-11';
export { HELD_OUT_TABLE_12 } from './held-out-12';
export { HELD_OUT_TABLE_13 } from './held-out-13';
export { HELD_OUT_TABLE_14 } from './held-out-14';
export { HELD_OUT_TABLE_15 } from './held-out-15';
export { HELD_OUT_TABLE_16 } from './held-out-16';
export { HELD_OUT_17_SECOND_READING, HELD_OUT_TABLE_17 } from './held-out-17';
export { HELD_OUT_18_SECOND_READING, HELD_OUT_TABLE_18 } from './held-out-18';
export { HELD_OUT_TABLE_19 } from './held-out-19';
export { HELD_OUT_TABLE_20 } from './held-out-20';
export { HELD_OUT_TABLE_21 } from './held-out-21';
export { DEV_TABLE } from './dev-table';
export * from './message-rows';
