/** Wire protocol constants (https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/). */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
/** mongod's maxMessageSizeBytes; anything larger closes the connection. */
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
/** Commands may exceed a document's limit by this much (mongod's BSONObjMaxInternalSize). */
export const MAX_COMMAND_SIZE = MAX_BSON_OBJECT_SIZE + 16 * 1024;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;
export const MSG_EXHAUST_ALLOWED = 1 << 16;
